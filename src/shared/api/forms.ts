// API contract of POST /s/api/forms/submit: what the shop sends for a `form` block and what it
// gets back. The values themselves are judged by the form's stored fields (form-fields.ts), so
// this contract only checks the envelope.
import * as z from "zod/mini";

export const formSubmitBody = z.object({
  /** The address of the page the form is on, e.g. "/contact-us". */
  path: z.string({ error: "path must be the page's address" }).check(z.minLength(1, "path must be the page's address"), z.maxLength(500, "path is too long")),
  form_id: z.string({ error: "form_id must be text" }).check(z.minLength(1, "form_id is required"), z.maxLength(100, "form_id is too long")),
  /** Field name → value; a file field's value is a FormFileValue. */
  values: z.record(z.string(), z.unknown(), { error: "values must be an object of field values" }),
});
export type FormSubmitBody = z.infer<typeof formSubmitBody>;

export interface FormSubmitAnswer {
  ok: true;
  message: string;
}
