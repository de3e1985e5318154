// The live preview's data-bound blocks (POST /s/api/admin/pages/resolve, ADR 0030): the server
// fills each component's `response` as the shop's page data would for this page on the active
// website. Nothing is stored.
import { http } from "../../client/api/http-client";
import { ADMIN_PAGES_RESOLVE_PATH, type ResolveAnswer, type ResolveBody } from "../../shared/api/admin-pages";
import type { PageComponent } from "../../shared/page-document";

/** An answer that does not pair one component with each sent one, by name. */
export class ResolveAnswerMismatch extends Error {
  override readonly name = "ResolveAnswerMismatch";
  readonly expose = true;
  constructor() {
    super("The server's answer did not match the blocks sent");
  }
}

/** The components as sent, in their order, each with the server's `response`. */
export async function resolvePageComponents(body: ResolveBody, options: { signal?: AbortSignal } = {}): Promise<PageComponent[]> {
  const answer = await http.post<ResolveAnswer | null>(ADMIN_PAGES_RESOLVE_PATH, body, options);
  const data: unknown = answer?.data;
  // The preview pairs answers with blocks by position; a misaligned answer would put one
  // block's products in another.
  if (!Array.isArray(data) || data.length !== body.components.length) throw new ResolveAnswerMismatch();
  return body.components.map((sent, i) => {
    const got: unknown = data[i];
    if (typeof got !== "object" || got === null || (got as { name?: unknown }).name !== sent.name) throw new ResolveAnswerMismatch();
    return { ...sent, response: (got as { response?: unknown }).response ?? null };
  });
}
