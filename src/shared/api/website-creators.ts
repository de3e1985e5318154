// API contract of who may create websites (issue 24, ADR 0047): a new account creates one website
// on its first day; a superadmin may approve an account to create more before it is established.
// Paths are below the /s base the shop's HTTP client adds.
import * as z from "zod/mini";
import { PHONE_PATTERN, requiredMessage } from "../field-rules";
import { PHONE_INVALID } from "./account";

/** POST {phone}, superadmins only: the account may create websites as an established one. */
export const ADMIN_WEBSITE_CREATORS_PATH = "/api/admin/website-creators";

/** The refusal (403) of a second website to an account that is not established yet. */
export const NEW_ACCOUNT_ONE_WEBSITE = "New accounts can create one website on their first day. You can create more from tomorrow, or ask the server's administrator to approve your account.";
export const ONLY_SUPERADMINS = "Only the server's superadmins can do this";
export const NO_SUCH_ACCOUNT = "There is no account with this number";

/** Answers ApprovedCreator; 401 signed out; 403 to anyone but a superadmin; 404 for a phone without an account; 422 for a bad phone. */
export const approveCreatorBody = z.strictObject(
  {
    phone: z.string({ error: requiredMessage("Phone") }).check(z.trim(), z.regex(PHONE_PATTERN, PHONE_INVALID)),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Approving an account does not take ${issue.keys.join(", ")}` : "Send {phone}") },
);
export type ApproveCreatorBody = z.input<typeof approveCreatorBody>;

export interface ApprovedCreator {
  phone: string;
  /** When a superadmin first approved the account (approving again keeps it). */
  approved_at: string;
  message: string;
}
