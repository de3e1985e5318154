// The signed-in screen's own data for the page being served (ADR 0044): the answers of the API
// addresses that screen asks for first (src/shared/screen-answers.ts), fetched from this server
// as the shopper's browser would fetch them, so each one passes the same checks (session,
// website, input) and has the same shape as the browser's own request would get.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_BASE } from "../../shared/constants";
import { screenAnswerPaths } from "../../shared/screen-answers";

// What decides the website, the session and the protocol for the inner request; nothing asks
// it to compress, so its body is plain JSON.
const FORWARDED = ["host", "cookie", "user-agent", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto"] as const;

/** Address → answer, for the answers that came back 200; empty for a visitor or a public page. */
export async function screenAnswers(app: FastifyInstance, request: FastifyRequest, path: string, search: string): Promise<Record<string, unknown>> {
  const paths = screenAnswerPaths(path, search);
  if (paths.length === 0 || !(await request.session())?.userId) return {};
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const answers: Record<string, unknown> = {};
  await Promise.all(
    paths.map(async (apiPath) => {
      // From the same peer with the same forwarded headers, the inner request's address and
      // protocol come out of the trusted-proxy rule exactly as the outer one's did (ADR 0046).
      const res = await app.inject({ method: "GET", url: API_BASE + apiPath, headers, remoteAddress: request.socket.remoteAddress ?? request.ip });
      // Anything else (the session ended, the order is not theirs) is left to the screen, which
      // asks again in the browser and shows what it shows for that answer.
      if (res.statusCode === 200) answers[apiPath] = res.json();
    }),
  );
  return answers;
}
