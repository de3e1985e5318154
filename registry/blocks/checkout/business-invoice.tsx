// "Add GSTIN for a business invoice" (issue 34): a business buying for itself ticks it and gives
// its GSTIN and registered name, so its tax invoice carries them and it can claim the tax back.
// Closed by default, since most shoppers are not businesses. The GSTIN is checked here with the
// server's own words, when the field is left and again as it is corrected; what the server still
// refuses (a shop that issues no business invoices, or one that would need an e-invoice) shows
// under the field too. Untick it and nothing of it is sent.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import { BUSINESS_NAME_MAX, type PlaceOrderBody } from "../../../src/shared/api/checkout";
import type { FieldRules } from "../../../src/shared/field-rules";
import { gstinProblem, normaliseGstin } from "../../../src/shared/gst/gstin";
import { Message } from "../../../src/client/i18n/message";
import { useT, type Translate } from "../../../src/client/i18n/use-t";
import { Field } from "../../../src/client/ui/form/field";
import { FormContext, type FormContextValue } from "../../../src/client/ui/form/form-context";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { useForm, type FormApi } from "../../../src/client/ui/form/use-form";

interface BusinessValues {
  gstin: string;
  business_name: string;
}

const rules = (t: Translate): FieldRules<BusinessValues> => ({
  gstin: { label: t("checkout.gstin"), validator: (gstin) => (gstin.trim() ? gstinProblem(gstin) : t("checkout.gstinMissing")) },
  business_name: { label: t("checkout.businessName") },
});

export interface BusinessInvoiceState {
  open: boolean;
  setOpen(open: boolean): void;
  form: FormApi<BusinessValues>;
  /** The body's part, or null (with the field's message shown) when the GSTIN will not do. */
  body(): Pick<PlaceOrderBody, "gstin" | "business_name"> | null;
  /** Puts the server's refusal under the GSTIN field; answers whether it named the field. */
  showRefusal(errors: Readonly<Record<string, string>>): boolean;
  /** Where the fields are, for the focus to go to one the shopper must fix. */
  fieldsRef: RefObject<HTMLDivElement | null>;
}

export function useBusinessInvoice(): BusinessInvoiceState {
  const [open, setOpen] = useState(false);
  const t = useT();
  const form = useForm<BusinessValues>({ initialValues: { gstin: "", business_name: "" }, rules: useMemo(() => rules(t), [t]) });
  const fieldsRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // The field is marked invalid only by the render after validate(): the focus waits for it.
  useEffect(() => {
    if (focusRequest > 0) fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const body = () => {
    if (!open) return {};
    if (!form.validate()) {
      setFocusRequest((n) => n + 1);
      return null;
    }
    const name = form.values.business_name.trim();
    return { gstin: normaliseGstin(form.values.gstin), ...(name ? { business_name: name } : {}) };
  };
  const { showErrors } = form;
  const showRefusal = useCallback(
    (errors: Readonly<Record<string, string>>) => {
      const mine = Object.fromEntries(Object.entries(errors).filter(([key]) => key === "gstin" || key === "business_name"));
      return Object.keys(mine).length > 0 && showErrors(mine);
    },
    [showErrors],
  );
  return { open, setOpen, form, body, showRefusal, fieldsRef };
}

export function BusinessInvoice({ invoice }: { invoice: BusinessInvoiceState }) {
  const { open, setOpen, form, fieldsRef } = invoice;
  const checkId = useId();
  const t = useT();
  // Field reads the form from context; here there is no <form>, since Place Order is the page's.
  const context = { ...form, isSubmitting: false } as unknown as FormContextValue;
  return (
    <section className="account-card checkout-section" aria-label={t("checkout.businessInvoice")}>
      <label className="checkout-gst-toggle" htmlFor={checkId}>
        <input id={checkId} type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
        <span>
          <Message id="checkout.addGstin" values={{ optional: (chunks) => <span className="checkout-gst-optional">{chunks}</span> }} />
        </span>
      </label>
      {open ? (
        <FormContext.Provider value={context}>
          <div ref={fieldsRef} className="checkout-gst-fields">
            <Field name="gstin" hint={t("checkout.gstinHint")}>
              <TextInput
                className="checkout-gstin"
                autoComplete="off"
                maxLength={20}
                onBlur={() => {
                  if (form.values.gstin.trim()) form.validate("gstin");
                }}
              />
            </Field>
            <Field name="business_name" hint={t("checkout.businessNameHint")}>
              <TextInput autoComplete="organization" maxLength={BUSINESS_NAME_MAX} />
            </Field>
          </div>
        </FormContext.Provider>
      ) : null}
    </section>
  );
}
