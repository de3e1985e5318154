import { describe, expect, it } from "vitest";
import { validateForm, type ValidationText } from "./field-rules";
import { fieldRule, fileProblem, formRules, type FormFieldDef } from "./form-fields";

describe("a form field's number range (ADR 0060)", () => {
  const count: FormFieldDef = { name: "count", label: "Households", type: "number", min: 1, max: 50 };

  it("accepts an answer within min and max, ends included, and refuses one outside", () => {
    expect(fieldRule(count)).toMatchObject({ min: 1, max: 50 });
    expect(validateForm({ count: "1" }, formRules([count])).valid).toBe(true);
    expect(validateForm({ count: 50 }, formRules([count])).valid).toBe(true);
    expect(validateForm({ count: "51" }, formRules([count])).errors).toEqual({ count: "Households must be between 1 and 50" });
    expect(validateForm({ count: "0" }, formRules([count])).errors).toEqual({ count: "Households must be between 1 and 50" });
    expect(validateForm({ count: "many" }, formRules([count])).errors).toEqual({ count: "Households is not in valid format" });
    // Empty and optional is still fine.
    expect(validateForm({ count: "" }, formRules([count])).valid).toBe(true);
  });

  it("says only the end it has, and the owner's 'when the check fails' message replaces the default", () => {
    expect(validateForm({ age: "17" }, formRules([{ name: "age", label: "Age", type: "number", min: 18 }])).errors).toEqual({ age: "Age must be at least 18" });
    expect(validateForm({ kg: "30" }, formRules([{ name: "kg", label: "Weight", type: "text", max: 25 }])).errors).toEqual({ kg: "Weight must be at most 25" });
    const own = { ...count, messages: { pattern: "We deliver to 1 to 50 households" } };
    expect(validateForm({ count: "99" }, formRules([own])).errors).toEqual({ count: "We deliver to 1 to 50 households" });
  });

  it("is judged after the pattern, which keeps its own message", () => {
    const both: FormFieldDef = { name: "pin", label: "Pincode", type: "text", pattern: "^[1-9]\\d{5}$", min: 500000, max: 599999 };
    expect(validateForm({ pin: "012345" }, formRules([both])).errors).toEqual({ pin: "Pincode is not in valid format" });
    expect(validateForm({ pin: "600001" }, formRules([both])).errors).toEqual({ pin: "Pincode must be between 500000 and 599999" });
    expect(validateForm({ pin: "560001" }, formRules([both])).valid).toBe(true);
  });
});

describe("a form field's messages in the reader's language (issue 35)", () => {
  const text: ValidationText = (id, values) => `${id} ${JSON.stringify(values ?? {})}`;

  it("words the file and option messages through the given text, English without one", () => {
    const file: FormFieldDef = { name: "bill", type: "file", accept: "application/pdf" };
    expect(fileProblem(file, { name: "a.png", type: "image/png", size: 10 })).toBe("This field must be a file of type application/pdf");
    expect(fileProblem(file, { name: "a.pdf", type: "application/pdf", size: 0 }, text)).toBe('validation.fileEmpty {"label":"validation.thisField {}"}');
    expect(fileProblem({ ...file, label: "Bill" }, { name: "a.pdf", type: "application/pdf", size: 3 * 1024 * 1024 }, text)).toBe('validation.fileTooLarge {"label":"Bill","mb":2}');
    const choice: FormFieldDef = { name: "size", label: "Size", type: "select", options: [{ label: "S", value: "s" }] };
    expect(validateForm({ size: "xl" }, formRules([choice])).errors).toEqual({ size: "Choose one of the options" });
    expect(validateForm({ size: "xl" }, formRules([choice]), text).errors).toEqual({ size: "validation.notAnOption {}" });
    expect(validateForm({ size: "" }, formRules([{ ...choice, required: true }]), text).errors).toEqual({ size: 'validation.required {"label":"Size"}' });
  });
});
