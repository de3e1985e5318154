// A coupon's every rule, as the cart enforces them: code, what it gives (a percentage, capped, or
// a flat amount), the minimum order, when it is valid, how often it may be used in all and per
// customer, first orders only, and whether it is on. Required fields are checked here with the
// §5 messages; the server's per-field messages (422, or 409 on a taken code) show under the same
// fields.
import type { ReactNode } from "react";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { SelectInput } from "../../client/ui/form/select-input";
import { TextInput } from "../../client/ui/form/text-input";
import { COUPON_CODE_FORMAT, type AdminCoupon, type CouponBody } from "../../shared/api/admin-coupons";
import type { FieldRules } from "../../shared/field-rules";
import { CheckField } from "../parts/check-field";
import { TypedInputField } from "../parts/typed-input-field";
import { FormActions } from "../parts/form-actions";
import { showSaveError } from "../parts/save-errors";
import { couponBodyOf, couponValues, type CouponValues } from "./coupon-values";

const RULES: FieldRules<CouponValues> = {
  code: { label: "Code", required: true, pattern: /^\s*[A-Za-z0-9_-]{1,40}\s*$/, patternMessage: COUPON_CODE_FORMAT },
  description: { label: "Description", type: "textarea" },
  kind: { label: "Kind", type: "select", required: true },
  value: { label: "Discount", type: "number", required: true },
  max_discount: { label: "Maximum discount (₹)", type: "number" },
  min_order: { label: "Minimum order (₹)", type: "number" },
  starts_at: { label: "Starts" },
  ends_at: { label: "Ends" },
  usage_limit: { label: "Total uses allowed", type: "number" },
  per_user_limit: { label: "Uses per customer", type: "number" },
  first_order_only: { label: "First order only" },
  active: { label: "Active" },
};

function Instant({ name, hint }: { name: "starts_at" | "ends_at"; hint: string }) {
  return <TypedInputField type="datetime-local" name={name} hint={hint} />;
}

function Check({ name, children }: { name: "first_order_only" | "active"; children: ReactNode }) {
  return (
    <CheckField name={name} label={null}>
      {children}
    </CheckField>
  );
}

export function CouponForm({ coupon, onSave, actions }: { coupon: AdminCoupon | null; onSave: (body: CouponBody) => Promise<void>; actions?: ReactNode }) {
  return (
    <Form
      aria-label={coupon ? `Coupon ${coupon.code}` : "New coupon"}
      className="catalogue-form"
      initialValues={couponValues(coupon)}
      rules={RULES}
      onSubmit={async (values, form) => {
        try {
          await onSave(couponBodyOf(values));
        } catch (error) {
          showSaveError(error, form.showErrors);
        }
      }}
    >
      {({ values, isSubmitting }) => (
        <>
          <Field name="code" hint="What shoppers type at the cart; kept in capitals." />
          <Field name="description" hint="For the shop's own people; shoppers see the code.">
            <TextInput type="textarea" rows={2} />
          </Field>
          <div className="catalogue-form-row">
            <Field name="kind">
              <SelectInput
                options={[
                  { value: "percent", label: "Percentage of the order" },
                  { value: "flat", label: "Flat amount" },
                ]}
              />
            </Field>
            <Field name="value" label={values.kind === "percent" ? "Discount (%)" : "Discount (₹)"} hint={values.kind === "percent" ? "More than 0, at most 100." : undefined} />
          </div>
          <div className="catalogue-form-row">
            <Field name="max_discount" hint="Empty: no cap." />
            <Field name="min_order" hint="Items at selling price, before delivery. Empty: any order." />
          </div>
          <div className="catalogue-form-row">
            <Instant name="starts_at" hint="Empty: from now on." />
            <Instant name="ends_at" hint="Empty: no end." />
          </div>
          <div className="catalogue-form-row">
            <Field name="usage_limit" hint="Across every customer. Empty: no limit." />
            <Field name="per_user_limit" hint="Customers must sign in to use it. Empty: no limit." />
          </div>
          <Check name="first_order_only">Only for a customer&apos;s first order (they must sign in)</Check>
          <Check name="active">Active: shoppers can use it</Check>
          <FormActions isSubmitting={isSubmitting} extra={actions} extraAfter>
            {isSubmitting ? "Saving..." : coupon ? "Save" : "Create coupon"}
          </FormActions>
        </>
      )}
    </Form>
  );
}
