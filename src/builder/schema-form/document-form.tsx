// Lets the shop's form fields (src/client/ui/form: Field, TextInput, SelectInput, FileField)
// edit a nested document: the field names are JSON Pointers, and the form they think they are
// in reads and writes the document through the editor (with the properties that follow a
// changed one, derive-key.ts). The shop's fields keep their label, hint, error and ARIA
// wiring; the schemas, not the §5 rules, judge the values.
import { useMemo, type ReactNode } from "react";
import { FormContext, type FormContextValue, type FormValues } from "../../client/ui/form/form-context";
import type { FieldRule } from "../../shared/field-rules";
import { setFollowed } from "./derive-key";
import { DocumentEditorContext, type DocumentEditor } from "./document-editor";

/**
 * A read-only view whose property `name` is `read(name)`: the fields look values up by name, and
 * only among a form's own keys (ownValue), which every name is here.
 */
function lookup<T>(read: (name: string) => T): Record<string, T> {
  return new Proxy({} as Record<string, T>, {
    get: (_target, name) => (typeof name === "string" ? read(name) : undefined),
    has: (_target, name) => typeof name === "string",
    getOwnPropertyDescriptor: (_target, name) => (typeof name === "string" ? { value: read(name), writable: false, enumerable: true, configurable: true } : undefined),
  });
}

function formContextFor(editor: DocumentEditor): FormContextValue {
  return {
    values: lookup((pointer) => editor.get(pointer)) as FormValues,
    errors: editor.errors,
    // Only the required marker is read from the rules; messages come from the schemas.
    rules: lookup((pointer): FieldRule => ({ label: editor.labelAt(pointer), required: editor.requiredAt(pointer) })),
    isValid: Object.keys(editor.errors).length === 0,
    // A key that follows its label (x-derive-from) changes with it.
    setValue: (pointer, value) => setFollowed(editor, pointer, value),
    validate: () => Object.keys(editor.errors).length === 0,
    showErrors: () => false,
    reset: () => undefined,
    isSubmitting: false,
  };
}

export function DocumentForm({ editor, children }: { editor: DocumentEditor; children: ReactNode }) {
  const form = useMemo(() => formContextFor(editor), [editor]);
  return (
    <DocumentEditorContext.Provider value={editor}>
      <FormContext.Provider value={form}>{children}</FormContext.Provider>
    </DocumentEditorContext.Provider>
  );
}
