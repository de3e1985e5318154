// Adding or editing one entry of a list in a dialog: the form with its fields, Cancel and Save.
// A save says what it did as a toast, closes the dialog and refreshes the list; a refused one
// puts the server's messages under the fields.
import type { ReactNode } from "react";
import { Form } from "../../client/ui/form/form";
import { Modal } from "../../client/ui/modal";
import { toast } from "../../client/ui/toast";
import type { FieldRules } from "../../shared/field-rules";
import { FormActions } from "./form-actions";
import { showSaveError } from "./save-errors";

export interface EditDialogProps<V extends object> {
  open: boolean;
  title: string;
  formLabel: string;
  initialValues: V;
  rules: FieldRules<V>;
  /** Saves and gives the toast's text. */
  save: (values: V) => Promise<string>;
  onClose: () => void;
  onSaved: () => void;
  className?: string;
  children: ReactNode;
}

export function EditDialog<V extends object>({ open, title, formLabel, initialValues, rules, save, onClose, onSaved, className, children }: EditDialogProps<V>) {
  return (
    <Modal open={open} onClose={onClose} title={title} hideFooter>
      {open ? (
        <Form
          aria-label={formLabel}
          className={className}
          initialValues={initialValues}
          rules={rules}
          onSubmit={async (values, form) => {
            try {
              toast.success(await save(values));
              onClose();
              onSaved();
            } catch (error) {
              showSaveError(error, form.showErrors);
            }
          }}
        >
          {({ isSubmitting }) => (
            <>
              {children}
              <FormActions isSubmitting={isSubmitting} onCancel={onClose} />
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
