// The sign-in in progress, between its screens (ADR 0021): the phone a code was sent to, when
// another may be asked for, and whether the phone is verified and only registration is left.
// Kept in sessionStorage, so a reload of the code screen keeps the phone and the countdown, and
// it ends with the tab; it holds no secret (the code is never stored).
import { PHONE_PATTERN } from "../../shared/field-rules";

export const PENDING_SIGN_IN_KEY = "kirana.sign-in";

export interface PendingSignIn {
  phone: string;
  /** Epoch ms from which another code may be asked for. */
  resendAt: number;
  /** The server's note on the last code sent ("We have sent a 6-digit code to …"). */
  message: string;
  /** The code was right but the phone has no account yet: registration is next. */
  verified: boolean;
}

export function readPendingSignIn(): PendingSignIn | null {
  try {
    const raw = sessionStorage.getItem(PENDING_SIGN_IN_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingSignIn>;
    if (typeof value.phone !== "string" || !PHONE_PATTERN.test(value.phone)) return null;
    return {
      phone: value.phone,
      resendAt: typeof value.resendAt === "number" ? value.resendAt : 0,
      message: typeof value.message === "string" ? value.message : "",
      verified: value.verified === true,
    };
  } catch {
    return null;
  }
}

export function savePendingSignIn(pending: PendingSignIn): void {
  try {
    sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the code screen cannot know the phone after a reload; it starts over.
  }
}

export function clearPendingSignIn(): void {
  try {
    sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
  } catch {
    // Nothing was kept.
  }
}
