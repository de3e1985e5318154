// How fields reach the form they belong to without every form threading props through.
import { createContext, useContext } from "react";
import type { FormApi } from "./use-form";

export type FormValues = Record<string, unknown>;

export interface FormContextValue extends FormApi<FormValues> {
  /** True while an onSubmit that returned a promise has not settled. */
  isSubmitting: boolean;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error("A form field must be rendered inside <Form>.");
  return form;
}
