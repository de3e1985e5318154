// A form under the §5 field rules: submitting validates every field and shows every error, and
// onSubmit runs only when all of them pass (§4).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { FieldRules } from "../../../shared/field-rules";
import { FormContext, type FormContextValue } from "./form-context";
import { useForm, type FormApi } from "./use-form";
import "./form.css";

export interface FormProps<V extends object> {
  initialValues: V;
  rules?: FieldRules<V>;
  /** Called with the values only when every field validates. A returned promise marks the form
   *  as submitting until it settles, and further submits are ignored meanwhile. */
  onSubmit: (values: V, form: FormApi<V>) => void | Promise<unknown>;
  children: ReactNode | ((form: FormApi<V> & { isSubmitting: boolean }) => ReactNode);
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
}

export function Form<V extends object>({ initialValues, rules, onSubmit, children, className, ...rest }: FormProps<V>) {
  const form = useForm({ initialValues, rules });
  const [isSubmitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // After a failed submit, take the user to the first field that needs fixing; this has to wait
  // for the render that marks the fields invalid.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    if (!form.validate()) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const outcome = onSubmit(form.values, form);
    if (!(outcome instanceof Promise)) return;
    submittingRef.current = true;
    setSubmitting(true);
    void outcome.finally(() => {
      submittingRef.current = false;
      setSubmitting(false);
    });
  };

  const handleReset = (event: FormEvent<HTMLFormElement>) => {
    // React owns the values; the browser's own reset would only fight it.
    event.preventDefault();
    form.reset();
  };

  const api = { ...form, isSubmitting };
  return (
    <FormContext.Provider value={api as unknown as FormContextValue}>
      <form {...rest} ref={formRef} className={className ? `form ${className}` : "form"} noValidate aria-busy={isSubmitting || undefined} onSubmit={handleSubmit} onReset={handleReset}>
        {typeof children === "function" ? children(api) : children}
      </form>
    </FormContext.Provider>
  );
}
