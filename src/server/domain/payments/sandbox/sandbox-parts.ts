// The built-in payment sandbox (ADR 0020) with what it needs: the transport by which it and the
// adapters reach this server, and the adapters pointed at it. payments.ts loads this module only
// where the sandbox is allowed, so a production server that does not allow it never loads it.
import type { Db } from "../../../db/client";
import { createCashfreeAdapter } from "../cashfree-adapter";
import type { OnlineMethod, PaymentProvider } from "../payment-provider";
import { createRazorpayAdapter } from "../razorpay-adapter";
import { createSandbox } from "./sandbox";
import { SANDBOX_API_PATH, SANDBOX_CASHFREE, SANDBOX_RAZORPAY } from "./sandbox-constants";
import { createSelfTransport } from "./self-transport";

export function createSandboxParts(db: Db) {
  const transport = createSelfTransport();
  const sandbox = createSandbox(db, transport);
  return {
    transport,
    sandbox,
    /** The provider a website's payments by `method` go to when they go to the sandbox. */
    provider(method: OnlineMethod, merchantName: string): PaymentProvider {
      const http = { baseUrl: `${transport.origin()}${SANDBOX_API_PATH[method]}`, fetch: transport.fetch };
      return method === "razorpay"
        ? createRazorpayAdapter({ credentials: { ...SANDBOX_RAZORPAY }, http, sandbox: true, merchantName })
        : createCashfreeAdapter({ credentials: { ...SANDBOX_CASHFREE }, http, sandbox: true, mode: "sandbox" });
    },
  };
}

export type SandboxParts = ReturnType<typeof createSandboxParts>;
export type Sandbox = SandboxParts["sandbox"];
