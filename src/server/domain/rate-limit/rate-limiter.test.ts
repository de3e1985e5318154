import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "../../db/schema";
import { openTestDatabase } from "../../testing/test-databases";
import { createRateLimiter, RATE_WINDOW_MAX_SECONDS } from "./rate-limiter";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

// A clock the test moves; it starts on a window boundary so the arithmetic reads plainly.
const clock = (start = Date.UTC(2030, 0, 1, 10, 0, 0)) => {
  const c = { at: start, now: () => c.at };
  return c;
};

describe("rate limiter", () => {
  it("allows the limit in a window, refuses after it with the seconds left, and opens the next window", async () => {
    const c = clock();
    const limiter = createRateLimiter(database.db, c.now);
    const rule = { limit: 3, windowSeconds: 600 };
    for (let i = 0; i < 3; i++) expect(await limiter.hit("roll", rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    c.at += 150_500;
    expect(await limiter.hit("roll", rule)).toEqual({ allowed: false, retryAfterSeconds: 450 });
    // Refused attempts count too: they do not reopen the window.
    expect((await limiter.hit("roll", rule)).allowed).toBe(false);
    c.at += 449_000;
    expect(await limiter.hit("roll", rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    c.at += 500;
    expect(await limiter.hit("roll", rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("keeps keys apart", async () => {
    const limiter = createRateLimiter(database.db, clock().now);
    const rule = { limit: 1, windowSeconds: 60 };
    expect((await limiter.hit("a", rule)).allowed).toBe(true);
    expect((await limiter.hit("a", rule)).allowed).toBe(false);
    expect((await limiter.hit("b", rule)).allowed).toBe(true);
  });

  it("shares its count between limiters over one database, as server instances do", async () => {
    const c = clock();
    const rule = { limit: 2, windowSeconds: 60 };
    const one = createRateLimiter(database.db, c.now);
    const two = createRateLimiter(database.db, c.now);
    const answers = await Promise.all([one.hit("shared", rule), two.hit("shared", rule), one.hit("shared", rule), two.hit("shared", rule)]);
    expect(answers.filter((a) => a.allowed)).toHaveLength(2);
    const [row] = await database.db.select().from(t.rateLimitHits).where(eq(t.rateLimitHits.key, "shared"));
    expect(row!.hits).toBe(4);
  });

  it("sweeps windows that ended long ago", async () => {
    const c = clock();
    const rule = { limit: 5, windowSeconds: 60 };
    await createRateLimiter(database.db, c.now).hit("old", rule);
    c.at += (RATE_WINDOW_MAX_SECONDS + 120) * 1000;
    await createRateLimiter(database.db, c.now).hit("new", rule);
    const keys = (await database.db.select({ key: t.rateLimitHits.key }).from(t.rateLimitHits)).map((r) => r.key);
    expect(keys).toContain("new");
    expect(keys).not.toContain("old");
  });

  it("refuses a window it could not sweep safely", async () => {
    const limiter = createRateLimiter(database.db);
    await expect(limiter.hit("x", { limit: 1, windowSeconds: RATE_WINDOW_MAX_SECONDS + 1 })).rejects.toThrow(/window/);
    await expect(limiter.hit("x", { limit: 1, windowSeconds: 0 })).rejects.toThrow(/window/);
  });
});
