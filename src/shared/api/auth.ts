// API contract of phone sign-in (ADR 0016): ask for a code, verify it, register a new phone.
import * as z from "zod/mini";
import { EMAIL_PATTERN, PHONE_PATTERN, emailMessage, requiredMessage } from "../field-rules";
import type { SignedInUser } from "./init";
import { singleLine } from "./text-field";

export const OTP_LENGTH = 6;
export const NAME_MAX = 80;

/** §5: "Phone" is the label the sign-in form gives the field. */
export const PHONE_MESSAGE = "Please enter a valid 10-digit mobile number";

const phone = z.string({ error: requiredMessage("Phone") }).check(z.trim(), z.minLength(1, requiredMessage("Phone")), z.regex(PHONE_PATTERN, PHONE_MESSAGE));

const strict = <T extends z.core.$ZodLooseShape>(shape: T, what: string) =>
  z.strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? `${what} does not take ${issue.keys.join(", ")}` : `Send ${Object.keys(shape).join(" and ")}`) });

export const otpRequestBody = strict({ phone }, "Sign-in");

export const otpVerifyBody = strict(
  {
    phone,
    otp: z.string({ error: requiredMessage("Code") }).check(z.trim(), z.regex(/^\d{6}$/, `Enter the ${OTP_LENGTH}-digit code`)),
  },
  "Sign-in",
);

export const registerBody = strict(
  {
    name: z.string({ error: requiredMessage("Name") }).check(
      z.trim(),
      z.minLength(1, requiredMessage("Name")),
      z.maxLength(NAME_MAX, `Name can be at most ${NAME_MAX} characters`),
      z.refine((v) => !/[<>]/.test(v), "Name cannot hold < or >"),
      singleLine("Name"),
    ),
    email: z.optional(
      z.string({ error: emailMessage("Email") }).check(
        z.trim(),
        z.maxLength(120, emailMessage("Email")),
        z.refine((v) => v === "" || EMAIL_PATTERN.test(v), emailMessage("Email")),
      ),
    ),
  },
  "Registration",
);

export interface OtpAnswer {
  message: string;
  /** Seconds until another code may be asked for. */
  resend_after: number;
  /** Seconds the code stays valid. */
  expires_in: number;
}

/** A known phone is signed in; a new one must register next. */
export type VerifyAnswer = { registered: true; user: SignedInUser; message: string } | { registered: false; user: null; message: string };

export interface RegisterAnswer {
  user: SignedInUser;
  message: string;
}
