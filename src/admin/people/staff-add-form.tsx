// Gives someone a role by their phone: the spec's 10-digit mobile number is checked here with
// the sign-in form's message, and the server's per-field messages show under the same fields.
// A phone without an account gets one; its owner signs in with it and has the role at once. The
// name is the shop's own for them: the server never says what the phone's owner is called at
// other shops, nor whether the phone had an account there.
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { SelectInput } from "../../client/ui/form/select-input";
import { toast } from "../../client/ui/toast";
import { PHONE_MESSAGE } from "../../shared/api/auth";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type AdminStaffMember, type StaffRole } from "../../shared/api/admin-people";
import { PHONE_PATTERN, type FieldRules } from "../../shared/field-rules";
import { formatPhone } from "../../shared/format-phone";
import { FormActions } from "../parts/form-actions";
import { showSaveError } from "../parts/save-errors";
import { peopleApi } from "./people-api";

interface StaffValues {
  phone: string;
  role: StaffRole;
  name: string;
}

const RULES: FieldRules<StaffValues> = {
  phone: { label: "Phone", type: "phone", required: true, pattern: PHONE_PATTERN, patternMessage: PHONE_MESSAGE },
  role: { label: "Role", type: "select", required: true },
  name: { label: "Name (as your shop knows them)" },
};

export function StaffAddForm({ onAdded }: { onAdded: (member: AdminStaffMember) => void }) {
  return (
    <Form
      aria-label="Add a role"
      className="catalogue-form people-add"
      initialValues={{ phone: "", role: "sales_agent", name: "" } as StaffValues}
      rules={RULES}
      onSubmit={async (values, form) => {
        try {
          const name = values.name.trim();
          const member = await peopleApi.addRole({ phone: values.phone.trim(), role: values.role, ...(name ? { name } : {}) });
          toast.success(`${member.name || formatPhone(member.phone)} is now ${STAFF_ROLE_LABELS[values.role].toLowerCase()}`);
          form.reset();
          onAdded(member);
        } catch (error) {
          showSaveError(error, form.showErrors);
        }
      }}
    >
      {({ isSubmitting }) => (
        <>
          <div className="catalogue-form-row">
            <Field name="phone" hint="The 10-digit mobile number they sign in with." />
            <Field name="role">
              <SelectInput options={STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))} />
            </Field>
            <Field name="name" hint="Your shop's name for them; someone your shop already knows keeps the name it has." />
          </div>
          <FormActions isSubmitting={isSubmitting}>{isSubmitting ? "Adding..." : "Add role"}</FormActions>
        </>
      )}
    </Form>
  );
}
