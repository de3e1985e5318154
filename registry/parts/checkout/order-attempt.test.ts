import { describe, expect, it } from "vitest";
import { ApiError, NetworkError, TimeoutError } from "../../../src/client/api/http-client";
import { createOrderAttempt, newIdempotencyKey } from "./order-attempt";

const body = { address_id: 1, payment_method: "cod", slots: [{ delivery_charge_id: 1, slot_id: 2, date: "2025-06-03" }] };
const refusal = (status: number, errors?: Record<string, string>) => new ApiError(status, { message: "No", ...(errors ? { errors } : {}) }, "POST", "/s/api/checkout/place");

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe("order attempt", () => {
  it("makes version 4 UUIDs", () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it("makes them from random bytes where randomUUID is missing (a shop on plain http)", () => {
    // An own property hides the prototype's method; deleting it brings the method back.
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe("function");
  });

  it("repeats the key when the same order is sent again after no answer came", () => {
    const attempt = createOrderAttempt(counter());
    expect(attempt.keyFor(body)).toBe("key-1");
    attempt.settle(new NetworkError(new TypeError("Failed to fetch")));
    expect(attempt.keyFor({ ...body })).toBe("key-1");
    attempt.settle(new TimeoutError(30_000));
    expect(attempt.keyFor(body)).toBe("key-1");
  });

  it("repeats the key after a server failure and while the first request is still running", () => {
    const attempt = createOrderAttempt(counter());
    attempt.keyFor(body);
    attempt.settle(refusal(502));
    expect(attempt.keyFor(body)).toBe("key-1");
    attempt.settle(refusal(409, { "idempotency-key": "Still running" }));
    expect(attempt.keyFor(body)).toBe("key-1");
  });

  it("starts a new attempt after a refusal, after an order, and when the choices change", () => {
    const attempt = createOrderAttempt(counter());
    attempt.keyFor(body);
    attempt.settle(refusal(409, { slots: "This delivery slot has just filled up." }));
    expect(attempt.keyFor(body)).toBe("key-2");
    attempt.settle(refusal(422, { address_id: "Not serviceable" }));
    expect(attempt.keyFor(body)).toBe("key-3");
    attempt.settle();
    expect(attempt.keyFor(body)).toBe("key-4");
    attempt.settle(new NetworkError(null));
    expect(attempt.keyFor({ ...body, notes: "Ring twice" })).toBe("key-5");
  });
});
