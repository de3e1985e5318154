import { expect } from "vitest";

const STACK = /\n\s+at /;
const INSIDES = /node_modules|\.ts:\d+|FST_|drizzle|postgres|pglite/i;

/** Whether an answer shows the server's insides: a stack, a source path, framework codes, the driver. */
export function leaksInternals(body: string): boolean {
  return STACK.test(body) || INSIDES.test(body);
}

/** Asserts that an answer leaks nothing of the server's insides. */
export function noInternals(body: string): void {
  expect(body).not.toMatch(STACK);
  expect(body).not.toMatch(INSIDES);
}
