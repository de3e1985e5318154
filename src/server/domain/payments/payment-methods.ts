// Names and facts every part of online payment shares.
import type { FastifyBaseLogger } from "fastify";
import type { OnlineMethod } from "./payment-provider";

export const METHOD_NAMES: Record<OnlineMethod, string> = { razorpay: "Razorpay", cashfree: "Cashfree" };

/** Order statuses in which a payment is still wanted. */
export const AWAITING = ["pending_payment", "payment_failed"];

export const onlineMethod = (method: string): OnlineMethod | null => (method === "razorpay" || method === "cashfree" ? method : null);

/** The server's log, once payments are attached to it (tests that never attach log nothing). */
export interface PaymentsLog {
  current: FastifyBaseLogger | null;
}
