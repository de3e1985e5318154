import { describe, expect, it } from "vitest";
import { createIntl } from "@formatjs/intl";
import {
  compilePattern,
  EMAIL_PATTERN,
  englishValidationText,
  formatMessage,
  isEmail,
  isEmptyValue,
  isPhone,
  PHONE_PATTERN,
  rangeMessage,
  requiredMessage,
  validateField,
  validateForm,
  type FieldRule,
  type ValidationMessageId,
  type ValidationText,
} from "./field-rules";
import enValidation from "./i18n/messages/en/validation.json";
import { DEFAULT_MESSAGES } from "./i18n/messages/catalogues";

describe("validateField: the order of the rules", () => {
  it("does not validate a read-only field, whatever else its rule says", () => {
    const rule: FieldRule = {
      label: "Name",
      readOnly: true,
      required: true,
      type: "email",
      pattern: "x",
      validator: () => "custom says no",
    };
    expect(validateField("", rule)).toBeNull();
    expect(validateField("not an email", rule)).toBeNull();
  });

  it("lets a custom validator decide alone: its message, or valid when it returns nothing", () => {
    expect(validateField("", { label: "Code", required: true, validator: () => null })).toBeNull();
    expect(validateField("", { required: true, validator: () => undefined })).toBeNull();
    expect(validateField("bad", { type: "email", pattern: "z+", validator: () => "" })).toBeNull();
    expect(validateField("ok@shop.in", { type: "email", validator: () => "Taken" })).toBe("Taken");
    expect(validateField("", { validator: () => "Custom on empty" })).toBe("Custom on empty");
  });

  it("passes the value and the other values to the custom validator", () => {
    const rule: FieldRule<unknown, { password: string; confirm: string }> = {
      validator: (value, values) => (value === values.password ? null : "Passwords do not match"),
    };
    expect(validateField("a", rule, { password: "a", confirm: "a" })).toBeNull();
    expect(validateField("b", rule, { password: "a", confirm: "b" })).toBe("Passwords do not match");
    expect(validateField("b", rule)).toBe("Passwords do not match");
  });

  it("accepts an optional empty field even when its format checks would fail", () => {
    expect(validateField("", { label: "Email", type: "email" })).toBeNull();
    expect(validateField("", { type: "phone" })).toBeNull();
    expect(validateField(undefined, { pattern: "\\d+" })).toBeNull();
    expect(validateField(null, { pattern: /\d+/, patternMessage: "Digits only" })).toBeNull();
  });

  it("fails a required empty field with '{label} is required', label defaulting to 'This field'", () => {
    expect(validateField("", { label: "Full name", required: true })).toBe("Full name is required");
    expect(validateField("", { required: true })).toBe("This field is required");
    expect(validateField("", { label: "", required: true })).toBe("This field is required");
    expect(validateField(undefined, { label: "City", required: true })).toBe("City is required");
    expect(validateField(null, { label: "City", required: true })).toBe("City is required");
    expect(validateField("   ", { label: "City", required: true })).toBe("City is required");
    expect(validateField([], { label: "Tags", required: true })).toBe("Tags is required");
    expect(validateField(false, { label: "Terms", required: true })).toBe("Terms is required");
  });

  it("checks required before format: an empty required email is 'required', not 'invalid'", () => {
    expect(validateField("", { label: "Email", type: "email", required: true })).toBe("Email is required");
    expect(validateField("", { label: "Pin", pattern: "\\d{6}", patternMessage: "6 digits", required: true })).toBe("Pin is required");
  });

  it("allows zero for a number field (0 and '0' are not empty) but not for other types", () => {
    expect(validateField(0, { label: "Quantity", type: "number", required: true })).toBeNull();
    expect(validateField("0", { label: "Quantity", type: "number", required: true })).toBeNull();
    expect(validateField(Number.NaN, { label: "Quantity", type: "number", required: true })).toBe("Quantity is required");
    expect(validateField("", { label: "Quantity", type: "number", required: true })).toBe("Quantity is required");
    expect(validateField(0, { label: "Choice", type: "select", required: true })).toBe("Choice is required");
    expect(validateField(0, { label: "Note", required: true })).toBe("Note is required");
  });

  it("counts a date field's 00000000 as empty", () => {
    expect(validateField("00000000", { label: "Birthday", type: "date", required: true })).toBe("Birthday is required");
    expect(validateField("00000000", { label: "Birthday", type: "date" })).toBeNull();
    expect(validateField("2024-01-15", { label: "Birthday", type: "date", required: true })).toBeNull();
  });

  it("checks email before the pattern, so an invalid email gets the email message", () => {
    const rule: FieldRule = { label: "Email", type: "email", pattern: "nomatch", patternMessage: "Use work email" };
    expect(validateField("not-an-email", rule)).toBe("Email is not a valid email address");
    expect(validateField("ok@shop.in", rule)).toBe("Use work email");
  });

  it("fails an invalid email with '{label} is not a valid email address'", () => {
    expect(validateField("a@b.c", { label: "Email", type: "email" })).toBe("Email is not a valid email address");
    expect(validateField("a@b.c", { type: "email" })).toBe("This field is not a valid email address");
    expect(validateField("a@b.co", { label: "Email", type: "email", required: true })).toBeNull();
  });

  it("uses the pattern message when a pattern fails, else '{label} is not in valid format'", () => {
    expect(validateField("12a", { label: "Pincode", pattern: "\\d{6}", patternMessage: "Six digits please" })).toBe("Six digits please");
    expect(validateField("12a", { label: "Pincode", pattern: "\\d{6}" })).toBe("Pincode is not in valid format");
    expect(validateField("12a", { pattern: /^\d{6}$/ })).toBe("This field is not in valid format");
    expect(validateField("560001", { label: "Pincode", pattern: "\\d{6}" })).toBeNull();
    expect(validateField(560001, { label: "Pincode", pattern: /^\d{6}$/ })).toBeNull();
  });

  it("matches a string pattern against the whole value, and a RegExp as written", () => {
    expect(validateField("1234567", { pattern: "\\d{6}" })).toBe("This field is not in valid format");
    expect(validateField("x123456x", { pattern: /\d{6}/ })).toBeNull();
    expect(validateField("ab", { pattern: "a|ab" })).toBeNull();
  });

  it("gives the same answer every time for a global RegExp", () => {
    const rule: FieldRule = { pattern: /^\d+$/g };
    expect(validateField("42", rule)).toBeNull();
    expect(validateField("42", rule)).toBeNull();
    expect(validateField("42", rule)).toBeNull();
  });

  it("skips a pattern that does not compile instead of failing every entry", () => {
    expect(compilePattern("([")).toBeNull();
    expect(validateField("anything", { pattern: "([" })).toBeNull();
    expect(validateField("", { label: "Code", pattern: "([", required: true })).toBe("Code is required");
  });

  it("checks a phone field with the phone pattern and '{label} is not a valid phone number'", () => {
    expect(validateField("9876543210", { label: "Mobile", type: "phone" })).toBeNull();
    expect(validateField("5876543210", { label: "Mobile", type: "phone" })).toBe("Mobile is not a valid phone number");
    expect(validateField("98765", { type: "phone" })).toBe("This field is not a valid phone number");
    expect(validateField("", { label: "Mobile", type: "phone", required: true })).toBe("Mobile is required");
  });

  it("lets a phone field's own pattern and message replace the phone rule", () => {
    expect(validateField("5876543210", { label: "Mobile", type: "phone", pattern: "\\d{10}" })).toBeNull();
    expect(validateField("12", { label: "Mobile", type: "phone", pattern: "\\d{10}" })).toBe("Mobile is not in valid format");
    expect(validateField("12", { type: "phone", patternMessage: "Enter your 10-digit mobile" })).toBe("Enter your 10-digit mobile");
  });

  it("accepts any non-empty value when the rule has no format check, and anything without a rule", () => {
    expect(validateField("anything", { label: "Name", required: true })).toBeNull();
    expect(validateField("a@b.c", { type: "text" })).toBeNull();
    expect(validateField("", undefined)).toBeNull();
  });

  it("does not match format checks against values without text, such as a file", () => {
    const file = { name: "photo.png" };
    expect(validateField(file, { type: "file", required: true, pattern: "\\d+" })).toBeNull();
  });
});

describe("EMAIL_PATTERN", () => {
  it.each(["a@b.co", "a@b.com", "a@b.info", "first.last@mail.example.in", "a_b-c+tag@x-y.org", "A1@B2.IN"])("accepts %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
    expect(isEmail(email)).toBe(true);
  });

  it.each(["a@b.c", "a@b.abcde", "a@b", "@b.co", "a@.co", "a@b..co", "a b@c.co", "a@b.co ", "ab.co", "a@@b.co"])("refuses %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
    expect(isEmail(email)).toBe(false);
  });

  it("is not email for values that are not text", () => {
    expect(isEmail(12)).toBe(false);
    expect(isEmail(null)).toBe(false);
  });
});

describe("PHONE_PATTERN and isPhone", () => {
  it.each(["6000000000", "7123456789", "8123456789", "9876543210"])("accepts %s", (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(true);
    expect(isPhone(phone)).toBe(true);
  });

  it.each(["5876543210", "0876543210", "1876543210", "987654321", "98765432101", "98765-4321", "+919876543210", ""])("refuses %s", (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(false);
    expect(isPhone(phone)).toBe(false);
  });

  it("reads a number as its digits and refuses other values", () => {
    expect(isPhone(9876543210)).toBe(true);
    expect(isPhone(5876543210)).toBe(false);
    expect(isPhone(null)).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });
});

describe("isEmptyValue", () => {
  it("follows the spec's notion of empty", () => {
    expect(isEmptyValue(undefined)).toBe(true);
    expect(isEmptyValue(null)).toBe(true);
    expect(isEmptyValue("")).toBe(true);
    expect(isEmptyValue(" \t")).toBe(true);
    expect(isEmptyValue(0)).toBe(true);
    expect(isEmptyValue(0, "number")).toBe(false);
    expect(isEmptyValue("0", "number")).toBe(false);
    expect(isEmptyValue("0")).toBe(false);
    expect(isEmptyValue("00000000")).toBe(false);
    expect(isEmptyValue("00000000", "date")).toBe(true);
    expect(isEmptyValue({ name: "a.pdf" }, "file")).toBe(false);
    expect(isEmptyValue(["x"])).toBe(false);
  });
});

describe("validateForm", () => {
  const rules = {
    name: { label: "Name", required: true },
    email: { label: "Email", type: "email" as const, required: true },
    phone: { label: "Phone", type: "phone" as const },
  };

  it("is valid only when every field validates", () => {
    const result = validateForm({ name: "Asha", email: "asha@shop.in", phone: "9876543210" }, rules);
    expect(result).toEqual({ valid: true, errors: {} });
  });

  it("reports every failing field, in the order of the rules, and only those", () => {
    const result = validateForm({ name: "", email: "asha@", phone: "9876543210" }, rules);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({ name: "Name is required", email: "Email is not a valid email address" });
    expect(Object.keys(result.errors)).toEqual(["name", "email"]);
  });

  it("fails when a single field fails", () => {
    const result = validateForm({ name: "Asha", email: "asha@shop.in", phone: "5555555555" }, rules);
    expect(result).toEqual({ valid: false, errors: { phone: "Phone is not a valid phone number" } });
  });

  it("judges a field missing from the values as empty, and ignores values without a rule", () => {
    const result = validateForm({ extra: "" } as { name?: string; extra: string }, { name: { required: true } });
    expect(result).toEqual({ valid: false, errors: { name: "This field is required" } });
  });

  it("keeps a field named after a prototype's property as a field like any other (issue 24)", () => {
    // A missing "constructor" or "toString" is empty, not Object's function; an error for
    // "__proto__" is kept as the errors' own key rather than lost to the prototype.
    const rules = JSON.parse('{"__proto__": {"label": "Proto", "required": true}, "constructor": {"label": "Maker", "required": true}, "toString": {"label": "Text"}}') as Record<
      string,
      { label: string; required?: boolean }
    >;
    const result = validateForm({}, rules);
    expect(result.valid).toBe(false);
    expect(Object.entries(result.errors)).toEqual([
      ["__proto__", "Proto is required"],
      ["constructor", "Maker is required"],
    ]);
    expect(Object.getPrototypeOf(result.errors)).toBe(Object.prototype);
    expect(validateForm(JSON.parse('{"__proto__": "x", "constructor": "y"}') as object, rules)).toEqual({ valid: true, errors: {} });
  });

  it("gives custom validators the whole set of values", () => {
    const result = validateForm(
      { password: "secret1", confirm: "secret2" },
      {
        password: { label: "Password", required: true },
        confirm: { validator: (value, values) => (value === values.password ? null : "Passwords do not match") },
      },
    );
    expect(result.errors).toEqual({ confirm: "Passwords do not match" });
  });
});

describe("validateField: a number range (ADR 0060, beyond §5)", () => {
  it("refuses a number outside min and max, and text that is not a number", () => {
    const rule = { label: "Quantity", min: 2, max: 10 };
    expect(validateField("2", rule)).toBeNull();
    expect(validateField(10, rule)).toBeNull();
    expect(validateField("10.5", rule)).toBe("Quantity must be between 2 and 10");
    expect(validateField("-3", rule)).toBe("Quantity must be between 2 and 10");
    expect(validateField("ten", rule)).toBe("Quantity is not in valid format");
    expect(validateField("", rule)).toBeNull();
    expect(validateField("1", { min: 2, rangeMessage: "Order at least 2" })).toBe("Order at least 2");
    expect(validateField("1", { min: 2 })).toBe("This field must be at least 2");
  });
});

describe("the messages' language (issue 35)", () => {
  // The catalogue's messages formatted as the shop and the server format them.
  const say = (messages: Readonly<Record<string, string>>, locale: string): ValidationText => {
    const intl = createIntl({ locale, messages });
    return (id, values) => intl.formatMessage({ id }, values);
  };
  const SAMPLE = { label: "Pincode", min: -2, max: 1000, mb: 2, types: "image/*, application/pdf" };

  it("words each validation message in English exactly as en/validation.json does", () => {
    for (const id of Object.keys(enValidation) as ValidationMessageId[]) {
      expect(englishValidationText(id, SAMPLE), id).toBe(say(enValidation, "en-IN")(id, SAMPLE));
    }
  });

  it("says every message through the given text, the default label too, and leaves the owner's messages as written", () => {
    const hindi = say(DEFAULT_MESSAGES.hi, "hi-IN");
    expect(validateField("", { required: true }, {}, hindi)).toBe("यह फ़ील्ड ज़रूरी है");
    expect(validateField("", { label: "पिनकोड", required: true }, {}, hindi)).toBe("पिनकोड ज़रूरी है");
    expect(validateField("x@y", { label: "ईमेल", type: "email" }, {}, hindi)).toBe("ईमेल सही ईमेल पता नहीं है");
    expect(validateField("12345", { label: "फ़ोन", type: "phone" }, {}, hindi)).toBe("फ़ोन सही फ़ोन नंबर नहीं है");
    expect(validateField("9", { label: "Qty", min: 1, max: 5 }, {}, hindi)).toBe("Qty 1 से 5 के बीच होना चाहिए");
    expect(validateField("x", { label: "Pin", pattern: "\\d+", patternMessage: "Digits only" }, {}, hindi)).toBe("Digits only");
    expect(validateForm({ a: "" }, { a: { label: "A", required: true } }, hindi).errors).toEqual({ a: "A ज़रूरी है" });
    expect(requiredMessage("Phone")).toBe("Phone is required");
    expect(formatMessage("Phone", hindi)).toBe("Phone सही फ़ॉर्मैट में नहीं है");
    expect(rangeMessage("Age", 18, undefined, hindi)).toBe("Age कम से कम 18 होना चाहिए");
  });

  it("hands the text to a custom validator", () => {
    const text: ValidationText = (id, values) => `${id}(${values?.label ?? ""})`;
    const rule: FieldRule = { validator: (_value, _values, say) => say("validation.required", { label: "Name" }) };
    expect(validateField("", rule, {}, text)).toBe("validation.required(Name)");
    expect(validateField("", rule)).toBe("Name is required");
  });
});
