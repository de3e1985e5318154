// Phone sign-in calls (ADR 0016): ask for a code, check it, register a new phone. Sign-in
// answers with a new session and XSRF cookie, which the http client reads on the next write.
import type { OtpAnswer, RegisterAnswer, VerifyAnswer } from "../../shared/api/auth";
import { http } from "./http-client";

export function requestOtp(phone: string): Promise<OtpAnswer> {
  return http.post<OtpAnswer>("/api/auth/otp", { phone });
}

export function verifyOtp(phone: string, otp: string): Promise<VerifyAnswer> {
  return http.post<VerifyAnswer>("/api/auth/verify", { phone, otp });
}

/** Creates the account of the phone this session has just verified, and signs it in. */
export function registerAccount(name: string, email: string): Promise<RegisterAnswer> {
  return http.post<RegisterAnswer>("/api/auth/register", email ? { name, email } : { name });
}
