// What the submissions screen can be narrowed to: the pages a shopper can send a form from
// (those with a fixed address), and once one is chosen, the forms on it. Both are parts of the
// screen (ADR 0076): without them the table still works, unfiltered.
import type { AdminPageAnswer, AdminPageSummary } from "../../shared/api/admin-pages";
import { useLoaded } from "../../tool-shell/use-loaded";
import { fetchPage, fetchPages } from "../api/pages-api";

export interface FormOption {
  form_id: string;
  title: string;
}

/** A route pattern (/products/:slug) names many addresses, and submissions are kept by address. */
const hasFixedAddress = (page: AdminPageSummary) => !page.url.includes(":");

/** The page's forms, each once: the published ones are those shoppers sent; a draft may hold more. */
function formsOf(answer: AdminPageAnswer): FormOption[] {
  const components = [...answer.published.components, ...(answer.draft?.components ?? [])];
  const seen = new Map<string, FormOption>();
  for (const block of components.filter((c) => c.name === "form")) {
    const data = (block.data ?? {}) as { form_id?: unknown; title?: unknown };
    if (typeof data.form_id === "string" && !seen.has(data.form_id)) seen.set(data.form_id, { form_id: data.form_id, title: typeof data.title === "string" && data.title ? data.title : data.form_id });
  }
  return [...seen.values()];
}

export function useFormFilters(path: string | undefined) {
  const pages = useLoaded("pages", (signal) => fetchPages({ signal }).then((answer) => answer.pages.filter(hasFixedAddress)));
  const pageId = pages.data?.find((p) => p.url === path)?.id;
  const forms = useLoaded(String(pageId ?? ""), (signal) => (pageId === undefined ? Promise.resolve([]) : fetchPage(pageId, { signal }).then(formsOf)));
  return {
    pages: pages.data ?? [],
    // Another page's forms, or a failed answer's last ones, are not this page's to choose from.
    forms: forms.loading || forms.error ? [] : (forms.data ?? []),
  };
}
