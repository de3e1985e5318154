// The `form` block a submission names, read from the stored page and never from the request:
// the fields, their rules and the success message are the owner's, not the sender's.
import { z } from "zod";
import { FORM_FIELD_TYPES, usableFields, type FormFieldDef } from "../../../shared/form-fields";
import type { PageDocument } from "../../../shared/page-document";

export const FORM_BLOCK = "form";

export interface StoredForm {
  formId: string;
  fields: FormFieldDef[];
  successMessage: string | null;
}

const optionalText = z.string().optional().catch(undefined);
const optionalNumber = z.number().optional().catch(undefined);

const fieldDef: z.ZodType<FormFieldDef> = z.object({
  // Prototype names are left out by usableFields, as the shop leaves them out.
  name: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  label: optionalText,
  type: z.enum(FORM_FIELD_TYPES),
  required: z.boolean().optional().catch(false),
  pattern: optionalText,
  // ADR 0060: the number range the builder's "Number range" check stores.
  min: optionalNumber,
  max: optionalNumber,
  placeholder: optionalText,
  messages: z.object({ required: optionalText, pattern: optionalText }).optional().catch(undefined),
  options: z
    .array(z.object({ label: z.string(), value: z.string() }))
    .optional()
    .catch(undefined),
  accept: optionalText,
});

const formData = z.object({
  form_id: z.string(),
  success_message: optionalText,
  fields: z.array(z.unknown()).catch([]),
});

/**
 * The form with this id on the page, or null. A field the document defines badly is left out:
 * the shop cannot show it either, so nobody could have filled it in.
 */
export function findForm(doc: PageDocument, formId: string): StoredForm | null {
  for (const component of doc.components) {
    if (component.name !== FORM_BLOCK) continue;
    const data = formData.safeParse(component.data);
    if (!data.success || data.data.form_id !== formId) continue;
    const fields = usableFields(
      data.data.fields.flatMap((f) => {
        const parsed = fieldDef.safeParse(f);
        return parsed.success ? [parsed.data] : [];
      }),
    );
    return { formId, fields, successMessage: data.data.success_message?.trim() || null };
  }
  return null;
}
