import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FieldRules } from "../../../shared/field-rules";
import { Field } from "./field";
import { Form } from "./form";
import { SelectInput } from "./select-input";
import { TextInput } from "./text-input";

describe("TextInput", () => {
  it("renders the native control that suits each field type", () => {
    const rules: FieldRules<Record<string, string>> = {
      name: { label: "Name" },
      email: { label: "Email", type: "email" },
      phone: { label: "Phone", type: "phone" },
      qty: { label: "Qty", type: "number" },
      secret: { label: "Secret", type: "password" },
      note: { label: "Note", type: "textarea" },
    };
    const { container } = render(
      <Form initialValues={{ name: "", email: "", phone: "", qty: "", secret: "", note: "" }} rules={rules} onSubmit={vi.fn()}>
        {Object.keys(rules).map((name) => (
          <Field key={name} name={name} />
        ))}
      </Form>,
    );
    const types = Array.from(container.querySelectorAll("input, textarea")).map((el) => (el instanceof HTMLTextAreaElement ? "textarea" : el.getAttribute("type")));
    expect(types).toEqual(["text", "email", "tel", "number", "password", "textarea"]);
    expect(screen.getByRole("textbox", { name: "Phone" }).getAttribute("inputmode")).toBe("tel");
  });

  it("lets an explicit type override the rule's", () => {
    render(
      <Form initialValues={{ pin: "" }} rules={{ pin: { label: "PIN", type: "number" } }} onSubmit={vi.fn()}>
        <Field name="pin">
          <TextInput type="password" />
        </Field>
      </Form>,
    );
    expect(screen.getByLabelText("PIN").getAttribute("type")).toBe("password");
  });

  it("shows a number value as text and stores what the user types as text", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form initialValues={{ qty: 3 as number | string }} rules={{ qty: { label: "Qty", type: "number", required: true } }} onSubmit={onSubmit}>
        <Field name="qty" />
        <button type="submit">Save</button>
      </Form>,
    );
    const qty = screen.getByRole("spinbutton", { name: "Qty" }) as HTMLInputElement;
    expect(qty.value).toBe("3");

    await user.clear(qty);
    await user.type(qty, "12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ qty: "12" }, expect.anything());
  });

  it("works on its own as a controlled input", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextInput aria-label="Search" value="rice" onChange={onChange} placeholder="Search products" />);
    const input = screen.getByRole("textbox", { name: "Search" }) as HTMLInputElement;
    expect(input.value).toBe("rice");
    expect(input.placeholder).toBe("Search products");

    await user.type(input, "s");
    expect(onChange).toHaveBeenCalledWith("rices");
  });

  it("renders a textarea with the given rows", () => {
    render(<TextInput type="textarea" aria-label="Message" value={null} rows={6} />);
    const area = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.rows).toBe(6);
    expect(area.value).toBe("");
  });
});

describe("SelectInput", () => {
  const options = [
    { value: "1", label: "1 kg" },
    { value: "5", label: "5 kg" },
    { value: "10", label: "10 kg", disabled: true },
  ];

  it("adds an empty option when the value matches none, so nothing looks chosen that was not", () => {
    render(<SelectInput aria-label="Pack" options={options} value="" />);
    const select = screen.getByRole("combobox", { name: "Pack" }) as HTMLSelectElement;
    expect(select.value).toBe("");
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(["", "1 kg", "5 kg", "10 kg"]);
    expect(select.options[3]?.disabled).toBe(true);
  });

  it("has no empty option when the value is one of the options and there is no placeholder", () => {
    render(<SelectInput aria-label="Pack" options={options} value={5} />);
    const select = screen.getByRole("combobox", { name: "Pack" }) as HTMLSelectElement;
    expect(select.value).toBe("5");
    expect(select.options).toHaveLength(3);
  });

  it("reports the chosen value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectInput aria-label="Pack" options={options} placeholder="Choose a pack" value="" onChange={onChange} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Pack" }), "5 kg");
    expect(onChange).toHaveBeenCalledWith("5");
  });

  it("is disabled for a read-only field", () => {
    render(
      <Form initialValues={{ pack: "1" }} rules={{ pack: { label: "Pack", type: "select", readOnly: true } }} onSubmit={vi.fn()}>
        <Field name="pack">
          <SelectInput options={options} />
        </Field>
      </Form>,
    );
    expect((screen.getByRole("combobox", { name: "Pack" }) as HTMLSelectElement).disabled).toBe(true);
  });
});
