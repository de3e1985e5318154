// "Report a problem" (issue 33, ADR 0080): which item, what happened, how many, a note and
// perhaps a photo. The §5 rules run here first with the server's own messages and limits (how
// many of each item are left to report, the photo's kinds and size), so a mistake shows at its
// field before anything is sent; what the server still refuses shows there too, or above the
// buttons when it belongs to no field (the 48 hours ran out while the dialog was open).
import { useState } from "react";
import type { OrderDetail } from "../../../src/shared/api/account";
import { requiredMessage, type FieldRules } from "../../../src/shared/field-rules";
import type { MessageId } from "../../../src/shared/i18n/messages/catalogues";
import { REPORT_KINDS, REPORT_NOTE_MAX, REPORT_PHOTO_MAX_BYTES, REPORT_PHOTO_TYPES, reportableQuantity } from "../../../src/shared/order-reports";
import { ApiError } from "../../../src/client/api/http-client";
import { reportProblem } from "../../../src/client/api/order-reports-api";
import { useT, type Translate } from "../../../src/client/i18n/use-t";
import { placeServerErrors } from "../../../src/client/lib/server-errors";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { Field } from "../../../src/client/ui/form/field";
import { FileField } from "../../../src/client/ui/form/file-field";
import { Form } from "../../../src/client/ui/form/form";
import { SelectInput } from "../../../src/client/ui/form/select-input";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { Modal } from "../../../src/client/ui/modal";
import { useSessionExpired } from "../../parts/account/use-account-data";

interface ReportValues {
  item_id: string;
  kind: string;
  quantity: string;
  note: string;
  photo: File | null;
}

/** How many of each line may still be reported, keyed by the line's id as the select holds it. */
export function reportableLines(order: OrderDetail) {
  return order.items
    .map((line) => ({
      line,
      left: reportableQuantity(
        line.quantity,
        order.reports.filter((r) => r.item_id === line.id),
      ),
    }))
    .filter(({ left }) => left > 0);
}

/** What happened, as the shopper reads it. */
const KIND_LABELS: Record<(typeof REPORT_KINDS)[number], MessageId> = {
  missing: "account.reportKindMissing",
  damaged: "account.reportKindDamaged",
  wrong: "account.reportKindWrong",
};

/** The rules in the page's language; in English they read as the server's (order-reports.ts). */
function reportRules(lines: ReturnType<typeof reportableLines>, t: Translate): FieldRules<ReportValues> {
  const leftOf = (itemId: string | undefined) => lines.find(({ line }) => String(line.id) === itemId)?.left;
  const noteLabel = t("account.reportFieldNote");
  return {
    item_id: { label: t("account.reportFieldItem"), required: true, validator: (value) => (leftOf(value) === undefined ? t("account.reportItemUnknown") : null) },
    kind: { label: t("account.reportFieldKind"), required: true, validator: (value) => ((REPORT_KINDS as readonly string[]).includes(value) ? null : t("account.reportKindMissingError")) },
    quantity: {
      label: t("account.reportFieldQuantity"),
      type: "number",
      required: true,
      validator: (value, values) => {
        if (!/^\d{1,3}$/.test(value.trim()) || Number(value) < 1) return t("account.reportQuantityInvalid");
        const left = leftOf(values.item_id);
        if (left === undefined || Number(value) <= left) return null;
        return left === 0 ? t("account.reportAllOfItemReported") : t("account.reportAtMost", { left });
      },
    },
    note: {
      label: noteLabel,
      type: "textarea",
      required: true,
      validator: (value) => (value.trim() === "" ? requiredMessage(noteLabel) : value.trim().length > REPORT_NOTE_MAX ? t("account.reportNoteTooLong", { max: REPORT_NOTE_MAX }) : null),
    },
    photo: {
      label: t("account.reportFieldPhoto"),
      type: "file",
      validator: (file) => {
        if (!file) return null;
        // A browser that cannot name the file's type leaves it to the server, which reads the bytes.
        if (file.type && !(REPORT_PHOTO_TYPES as readonly string[]).includes(file.type)) return t("account.reportPhotoWrongType");
        return file.size > REPORT_PHOTO_MAX_BYTES ? t("account.reportPhotoTooBig", { mb: REPORT_PHOTO_MAX_BYTES / (1024 * 1024) }) : null;
      },
    },
  };
}

export interface ReportProblemDialogProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
  /** The order as the server answered it, the new report on it. */
  onSent: (order: OrderDetail) => void;
}

export function ReportProblemDialog({ order, open, onClose, onSent }: ReportProblemDialogProps) {
  const t = useT();
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const expired = useSessionExpired();
  const lines = reportableLines(order);
  const initialValues: ReportValues = { item_id: lines.length === 1 ? String(lines[0]!.line.id) : "", kind: "", quantity: "1", note: "", photo: null };

  return (
    <Modal open={open} onClose={onClose} title={t("account.reportProblem")} description={t("account.reportDialogText")} persistent={sending} hideFooter>
      <Form<ReportValues>
        className="report-form"
        aria-label={t("account.reportProblem")}
        initialValues={initialValues}
        rules={reportRules(lines, t)}
        onSubmit={async (values, form) => {
          setAlert(null);
          setSending(true);
          try {
            const fields = { item_id: Number(values.item_id), kind: values.kind as (typeof REPORT_KINDS)[number], quantity: Number(values.quantity), note: values.note.trim() };
            onSent(await reportProblem(order.id, fields, values.photo));
          } catch (error) {
            if (expired(error)) return;
            // A photo refused for its kind or size (415, 413) is still the photo field's to say.
            const atField = error instanceof ApiError && error.status < 500 && error.status !== 422 && form.showErrors(error.fieldErrors);
            setAlert(atField ? null : placeServerErrors(form, error, "report a problem"));
          } finally {
            setSending(false);
          }
        }}
      >
        {(form) => {
          const left = lines.find(({ line }) => String(line.id) === form.values.item_id)?.left;
          return (
            <>
              <Field name="item_id">
                <SelectInput
                  placeholder={t("account.reportChooseItem")}
                  options={lines.map(({ line, left: free }) => ({
                    value: String(line.id),
                    label:
                      free < line.quantity
                        ? t("account.reportItemLeft", { name: line.name, pack: line.pack, free, quantity: line.quantity })
                        : t("account.reportItemOrdered", { name: line.name, pack: line.pack, quantity: line.quantity }),
                  }))}
                />
              </Field>
              <fieldset className="report-kinds" aria-invalid={form.errors.kind ? true : undefined} aria-describedby={form.errors.kind ? "report-kind-error" : undefined}>
                <legend className="field-label">
                  {t("account.reportFieldKind")}
                  <span className="field-required" aria-hidden="true">
                    {" *"}
                  </span>
                </legend>
                {REPORT_KINDS.map((kind) => (
                  <label key={kind} className={form.values.kind === kind ? "report-kind is-chosen" : "report-kind"}>
                    <input type="radio" name="report-kind" value={kind} checked={form.values.kind === kind} onChange={() => form.setValue("kind", kind)} />
                    {t(KIND_LABELS[kind])}
                  </label>
                ))}
                {form.errors.kind ? (
                  <p id="report-kind-error" className="field-error" role="alert">
                    {form.errors.kind}
                  </p>
                ) : null}
              </fieldset>
              <Field name="quantity" hint={left !== undefined ? t("account.reportUpTo", { left }) : undefined}>
                <TextInput type="number" inputMode="numeric" className="report-quantity" />
              </Field>
              <Field name="note" hint={t("account.reportNoteHint")}>
                <TextInput type="textarea" rows={3} maxLength={REPORT_NOTE_MAX} />
              </Field>
              <Field name="photo" label={t("account.reportPhotoLabel")} hint={t("account.reportPhotoHint", { mb: REPORT_PHOTO_MAX_BYTES / (1024 * 1024) })}>
                <FileField accept={REPORT_PHOTO_TYPES.join(",")} prompt={t("account.reportChoosePhoto")} />
              </Field>
              {alert ? (
                <p className="report-alert" role="alert">
                  {alert}
                </p>
              ) : null}
              <div className="report-actions">
                <button type="button" className="ui-button ui-button-secondary" onClick={onClose} disabled={sending}>
                  {t("account.cancel")}
                </button>
                <BusyButton type="submit" className="ui-button ui-button-primary" busy={sending}>
                  {t("account.sendReport")}
                </BusyButton>
              </div>
            </>
          );
        }}
      </Form>
    </Modal>
  );
}
