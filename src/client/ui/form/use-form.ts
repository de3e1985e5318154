// The state of one form under the §5 field rules, with the §4 behaviour: valid only when every
// field validates; a field re-validates on each change once it has shown an error; reset
// restores the initial values and clears the errors. The §5 messages are in the page's language;
// the rules' labels are the caller's, in it too.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { validateField, validateForm, type FieldRules, type FormErrors, type ValidationText } from "../../../shared/field-rules";
import { ownValue } from "../../../shared/own-value";
import { useT } from "../../i18n/use-t";

export interface UseFormOptions<V> {
  initialValues: V;
  rules?: FieldRules<V>;
}

export interface FormApi<V> {
  values: V;
  /** The errors on show: only fields that have been validated and failed. */
  errors: FormErrors<V>;
  rules: FieldRules<V>;
  /** Whether every field validates now, whether or not its error is on show. */
  isValid: boolean;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Validates one field, or every field when no name is given, and shows the outcome. */
  validate: (name?: keyof V) => boolean;
  /** Shows messages judged elsewhere (the server's `errors` map) under the form's own fields;
   *  each re-validates under its rule once changed. Answers whether any field took one. */
  showErrors: (errors: Readonly<Record<string, string>>) => boolean;
  reset: () => void;
}

interface FormState<V> {
  values: V;
  errors: FormErrors<V>;
  /** Fields that have shown an error: from then on they re-validate on every change. */
  watched: ReadonlySet<keyof V>;
}

const NO_RULES = {};

// Field names are the owner's (a form block's keys): reads are of own keys only, and writes
// define own keys (a computed key in a literal does, even "__proto__").
function withError<V extends object>(errors: FormErrors<V>, name: keyof V, error: string | null): FormErrors<V> {
  if (error === null) {
    if (!Object.hasOwn(errors, name)) return errors;
    const rest = { ...errors };
    delete rest[name];
    return rest;
  }
  return ownValue(errors, name) === error ? errors : { ...errors, [name]: error };
}

export function useForm<V extends object>({ initialValues, rules = NO_RULES }: UseFormOptions<V>): FormApi<V> {
  const [state, setState] = useState<FormState<V>>(() => ({ values: initialValues, errors: {}, watched: new Set() }));
  // The latest state, read synchronously so that validate() called right after setValue() in
  // the same event sees the new value instead of the last render's.
  const stateRef = useRef(state);
  const rulesRef = useRef(rules);
  const initialRef = useRef(initialValues);
  const text: ValidationText = useT();
  const textRef = useRef(text);
  useLayoutEffect(() => {
    rulesRef.current = rules;
    initialRef.current = initialValues;
    textRef.current = text;
  });

  const commit = useCallback((next: FormState<V>) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const current = stateRef.current;
      const values = { ...current.values, [name]: value };
      const errors = current.watched.has(name) ? withError(current.errors, name, validateField(value, ownValue(rulesRef.current, name), values, textRef.current)) : current.errors;
      commit({ ...current, values, errors });
    },
    [commit],
  );

  const validate = useCallback(
    (name?: keyof V) => {
      const current = stateRef.current;
      if (name !== undefined) {
        const error = validateField(ownValue(current.values, name) as V[keyof V], ownValue(rulesRef.current, name), current.values, textRef.current);
        const watched = error === null ? current.watched : new Set(current.watched).add(name);
        commit({ ...current, errors: withError(current.errors, name, error), watched });
        return error === null;
      }
      const { valid, errors } = validateForm(current.values, rulesRef.current, textRef.current);
      const watched = new Set(current.watched);
      for (const failed of Object.keys(errors)) watched.add(failed as keyof V);
      commit({ ...current, errors, watched });
      return valid;
    },
    [commit],
  );

  const showErrors = useCallback(
    (given: Readonly<Record<string, string>>) => {
      const current = stateRef.current;
      const names = Object.keys(given).filter((name) => Object.hasOwn(current.values, name)) as (keyof V)[];
      if (names.length === 0) return false;
      const errors: FormErrors<V> = { ...current.errors, ...Object.fromEntries(names.map((name) => [name, given[name as string]])) };
      const watched = new Set(current.watched);
      for (const name of names) watched.add(name);
      commit({ ...current, errors, watched });
      return true;
    },
    [commit],
  );

  const reset = useCallback(() => {
    commit({ values: initialRef.current, errors: {}, watched: new Set() });
  }, [commit]);

  const isValid = useMemo(() => validateForm(state.values, rules, text).valid, [state.values, rules, text]);

  return { values: state.values, errors: state.errors, rules, isValid, setValue, validate, showErrors, reset };
}
