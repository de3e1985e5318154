import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import type { FieldRules } from "../../../shared/field-rules";
import { useForm } from "./use-form";

interface Address {
  line1: string;
  pincode: string;
  phone: string;
}

const rules: FieldRules<Address> = {
  line1: { label: "Address", required: true },
  pincode: { label: "Pincode", required: true, pattern: "\\d{6}", patternMessage: "Please enter a valid pincode" },
  phone: { label: "Phone", type: "phone" },
};

const initialValues: Address = { line1: "", pincode: "", phone: "" };

function setup(values: Address = initialValues) {
  return renderHook(() => useForm({ initialValues: values, rules }));
}

describe("useForm", () => {
  it("starts from the initial values with no errors on show, and knows it is not valid", () => {
    const { result } = setup();
    expect(result.current.values).toEqual(initialValues);
    expect(result.current.errors).toEqual({});
    expect(result.current.isValid).toBe(false);
  });

  it("shows the server's messages under its own fields until the field changes, ignoring others", () => {
    const { result } = setup({ line1: "12 MG Road", pincode: "560001", phone: "" });
    let shown = false;
    act(() => {
      shown = result.current.showErrors({ pincode: "We do not deliver here", unknown: "x" });
    });
    expect(shown).toBe(true);
    expect(result.current.errors).toEqual({ pincode: "We do not deliver here" });
    act(() => result.current.setValue("pincode", "560038"));
    expect(result.current.errors).toEqual({});
    act(() => {
      shown = result.current.showErrors({ other: "x" });
    });
    expect(shown).toBe(false);
  });

  it("validate() judges every field, shows every error and answers whether the form is valid", () => {
    const { result } = setup();
    let valid = true;
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ line1: "Address is required", pincode: "Pincode is required" });
  });

  it("is valid only when every field validates", () => {
    const { result } = setup();
    act(() => {
      result.current.setValue("line1", "12 MG Road");
      result.current.setValue("pincode", "560001");
    });
    expect(result.current.isValid).toBe(true);
    act(() => result.current.setValue("phone", "12345"));
    expect(result.current.isValid).toBe(false);
    expect(result.current.errors).toEqual({});
  });

  it("shows no error on change until the field has shown one, then re-validates on every change", () => {
    const { result } = setup();
    act(() => result.current.setValue("pincode", "56"));
    expect(result.current.errors).toEqual({});

    act(() => {
      result.current.validate();
    });
    expect(result.current.errors.pincode).toBe("Please enter a valid pincode");

    act(() => result.current.setValue("pincode", "560001"));
    expect(result.current.errors.pincode).toBeUndefined();
    act(() => result.current.setValue("pincode", ""));
    expect(result.current.errors.pincode).toBe("Pincode is required");
    // A field that passed the first validation has shown no error, so it still waits.
    act(() => result.current.setValue("phone", "123"));
    expect(result.current.errors.phone).toBeUndefined();
  });

  it("validate(name) judges one field and leaves the others alone", () => {
    const { result } = setup();
    let valid = true;
    act(() => {
      valid = result.current.validate("pincode");
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ pincode: "Pincode is required" });

    act(() => result.current.setValue("pincode", "560001"));
    expect(result.current.errors).toEqual({});
    act(() => {
      valid = result.current.validate("pincode");
    });
    expect(valid).toBe(true);
  });

  it("validate() right after setValue in the same event sees the new value", () => {
    const { result } = setup();
    let valid = false;
    act(() => {
      result.current.setValue("line1", "12 MG Road");
      result.current.setValue("pincode", "560001");
      valid = result.current.validate();
    });
    expect(valid).toBe(true);
  });

  it("reset restores the initial values, clears errors and forgets watched fields", () => {
    const { result } = setup({ ...initialValues, line1: "Old address" });
    act(() => {
      result.current.setValue("line1", "");
      result.current.validate();
    });
    expect(result.current.errors.line1).toBe("Address is required");

    act(() => result.current.reset());
    expect(result.current.values).toEqual({ ...initialValues, line1: "Old address" });
    expect(result.current.errors).toEqual({});

    act(() => result.current.setValue("line1", ""));
    expect(result.current.errors).toEqual({});
  });

  it("keeps its functions stable across renders", () => {
    const { result, rerender } = setup();
    const { setValue, validate, reset } = result.current;
    act(() => result.current.setValue("line1", "x"));
    rerender();
    expect(result.current.setValue).toBe(setValue);
    expect(result.current.validate).toBe(validate);
    expect(result.current.reset).toBe(reset);
  });

  it("without rules every form is valid", () => {
    const { result } = renderHook(() => useForm({ initialValues: { a: "" } }));
    let valid = false;
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(true);
    expect(result.current.isValid).toBe(true);
  });
});
