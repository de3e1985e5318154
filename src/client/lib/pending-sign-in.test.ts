import { beforeEach, describe, expect, it } from "vitest";
import { clearPendingSignIn, PENDING_SIGN_IN_KEY, readPendingSignIn, savePendingSignIn } from "./pending-sign-in";

beforeEach(() => sessionStorage.clear());

describe("pending sign-in", () => {
  it("keeps the phone, the resend time, the note and the verified mark for the tab", () => {
    const pending = { phone: "9876543210", resendAt: 1_000, message: "Sent", verified: false };
    savePendingSignIn(pending);
    expect(readPendingSignIn()).toEqual(pending);
    clearPendingSignIn();
    expect(readPendingSignIn()).toBeNull();
  });

  it("refuses what is not a sign-in: broken JSON or a phone that is not a mobile number", () => {
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, "{");
    expect(readPendingSignIn()).toBeNull();
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify({ phone: "12345" }));
    expect(readPendingSignIn()).toBeNull();
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify({ phone: "7000000001" }));
    expect(readPendingSignIn()).toEqual({ phone: "7000000001", resendAt: 0, message: "", verified: false });
  });
});
