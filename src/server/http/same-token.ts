// Bearer tokens compared in constant time, so an answer does not reveal how much of a guess was right.
import { createHash, timingSafeEqual } from "node:crypto";

export const sameToken = (given: string, expected: string) => timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest());

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const [scheme, given] = (header ?? "").split(" ", 2);
  return scheme?.toLowerCase() === "bearer" && given ? given : null;
}
