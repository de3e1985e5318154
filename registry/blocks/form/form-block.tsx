// The `form` block: fields the owner defined in the page, checked by the §5 rules as the
// shopper types, sent to the shop's server (which checks them again against the stored page)
// and answered with the owner's success message.
import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/form.schema";
import { emptyFormValues, formRules, usableFields, type FormFieldDef } from "../../../src/shared/form-fields";
import { ownValue } from "../../../src/shared/own-value";
import type { FormSubmitAnswer } from "../../../src/shared/api/forms";
import { http } from "../../../src/client/api/http-client";
import { useT } from "../../../src/client/i18n/use-t";
import { userMessage } from "../../../src/client/lib/user-message";
import { Form } from "../../../src/client/ui/form/form";
import { Field } from "../../../src/client/ui/form/field";
import { SelectInput } from "../../../src/client/ui/form/select-input";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { FileField } from "../../../src/client/ui/form/file-field";
import { DateField } from "../../../src/client/ui/form/date-field";
import { readFile } from "./read-file";
import "./form-block.css";

type Outcome = { kind: "sent"; message: string } | { kind: "failed"; message: string } | null;

export default function FormBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const fields = useMemo(() => usableFields(data.fields as FormFieldDef[]), [data.fields]);
  const rules = useMemo(() => formRules(fields), [fields]);
  const initialValues = useMemo(() => emptyFormValues(fields), [fields]);
  const { pathname } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const titleId = `form-${data.form_id}-title`;

  const submit = async (values: Record<string, unknown>, form: { reset(): void }) => {
    setOutcome(null);
    try {
      const sent: [string, unknown][] = [];
      for (const f of fields) {
        const value = ownValue(values, f.name);
        sent.push([f.name, f.type === "file" ? (value instanceof File ? await readFile(value) : null) : value]);
      }
      const answer = await http.post<FormSubmitAnswer>("/api/forms/submit", { path: pathname, form_id: data.form_id, values: Object.fromEntries(sent) });
      form.reset();
      setOutcome({ kind: "sent", message: answer.message || data.success_message || t("catalogue.formSent") });
    } catch (error) {
      setOutcome({ kind: "failed", message: userMessage(error) });
    }
  };

  return (
    <section className="block-form" aria-labelledby={data.title ? titleId : undefined} aria-label={data.title ? undefined : t("catalogue.form")}>
      {data.title ? <h2 id={titleId}>{data.title}</h2> : null}
      {data.description ? <p className="block-form-description">{data.description}</p> : null}
      <Form initialValues={initialValues} rules={rules} onSubmit={submit} aria-labelledby={data.title ? titleId : undefined}>
        {({ isSubmitting }) => (
          <>
            {fields.map((f) => (
              <Field key={f.name} name={f.name} label={f.label || f.name}>
                <FieldInput field={f} />
              </Field>
            ))}
            {outcome ? (
              <p className={`block-form-outcome block-form-${outcome.kind}`} role={outcome.kind === "failed" ? "alert" : "status"}>
                {outcome.message}
              </p>
            ) : null}
            <button type="submit" className="block-form-submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? t("catalogue.formSending") : data.submit_label || t("catalogue.formSubmit")}
            </button>
          </>
        )}
      </Form>
    </section>
  );
}

function FieldInput({ field }: { field: FormFieldDef }) {
  const t = useT();
  switch (field.type) {
    case "select":
      return <SelectInput options={field.options ?? []} placeholder={field.placeholder || t("catalogue.formChoose")} />;
    case "file":
      return <FileField accept={field.accept} />;
    case "date":
      return <DateField placeholder={field.placeholder} />;
    default:
      return <TextInput type={field.type} placeholder={field.placeholder} />;
  }
}
