import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FieldRules } from "../../../shared/field-rules";
import { Field } from "./field";
import { Form } from "./form";
import { SelectInput } from "./select-input";
import { TextInput } from "./text-input";

interface Contact {
  name: string;
  email: string;
  phone: string;
}

const contactRules: FieldRules<Contact> = {
  name: { label: "Full name", required: true },
  email: { label: "Email", type: "email", required: true },
  phone: { label: "Mobile", type: "phone", required: true },
};

function ContactForm({ onSubmit, initial }: { onSubmit: (values: Contact) => void; initial?: Partial<Contact> }) {
  return (
    <Form initialValues={{ name: "", email: "", phone: "", ...initial }} rules={contactRules} onSubmit={onSubmit}>
      <Field name="name" />
      <Field name="email" hint="We send the receipt here" />
      <Field name="phone" />
      <button type="submit">Save</button>
      <button type="reset">Reset</button>
    </Form>
  );
}

/** The texts an element's aria-describedby points at, as a screen reader would read them. */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`).join(" ");
}

function valueOf(element: HTMLElement): string {
  return (element as HTMLInputElement | HTMLSelectElement).value;
}

const alerts = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);

describe("Form", () => {
  it("on submit with empty required fields shows every message in field order and does not submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);

    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(alerts()).toEqual(["Full name is required", "Email is required", "Mobile is required"]);
    expect(onSubmit).not.toHaveBeenCalled();
    for (const name of ["Full name", "Email", "Mobile"]) {
      expect(screen.getByRole("textbox", { name }).getAttribute("aria-invalid")).toBe("true");
    }
  });

  it("takes the user to the first field in error after a failed submit", async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} initial={{ name: "Asha" }} />);

    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Email" }));
  });

  it("links each input to its label, hint and error message", async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(description(email)).toBe("We send the receipt here");
    expect(email.hasAttribute("aria-invalid")).toBe(false);
    expect(email.getAttribute("aria-required")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(description(email)).toBe("We send the receipt here Email is required");
    expect(description(screen.getByRole("textbox", { name: "Full name" }))).toBe("Full name is required");
  });

  it("calls onSubmit once with the values when every field validates", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);

    await user.type(screen.getByRole("textbox", { name: "Full name" }), "Asha Rao");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "asha@shop.in");
    await user.type(screen.getByRole("textbox", { name: "Mobile" }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(alerts()).toEqual([]);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: "Asha Rao", email: "asha@shop.in", phone: "9876543210" }, expect.anything());
  });

  it("does not submit when a single field fails, and shows only that error", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} initial={{ name: "Asha", email: "asha@shop.in", phone: "5876543210" }} />);

    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(alerts()).toEqual(["Mobile is not a valid phone number"]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("does not validate a field while typing before it has shown an error", async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);
    const email = screen.getByRole("textbox", { name: "Email" });

    await user.type(email, "not-an-email");
    await user.clear(email);
    await user.type(email, "x");

    expect(alerts()).toEqual([]);
    expect(email.hasAttribute("aria-invalid")).toBe(false);
  });

  it("re-validates a field on every change once it has shown an error", async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} initial={{ name: "Asha", phone: "9876543210" }} />);
    const email = screen.getByRole("textbox", { name: "Email" });

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(alerts()).toEqual(["Email is required"]);

    await user.type(email, "a");
    expect(alerts()).toEqual(["Email is not a valid email address"]);

    await user.type(email, "@shop.in");
    expect(alerts()).toEqual([]);
    expect(email.hasAttribute("aria-invalid")).toBe(false);

    // Still watched after the error went away.
    await user.clear(email);
    expect(alerts()).toEqual(["Email is required"]);
  });

  it("re-validates only the field that changed, not the others in error", async () => {
    const user = userEvent.setup();
    render(<ContactForm onSubmit={vi.fn()} />);

    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.type(screen.getByRole("textbox", { name: "Full name" }), "Asha");

    expect(alerts()).toEqual(["Email is required", "Mobile is required"]);
  });

  it("reset restores the initial values and clears the errors", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} initial={{ name: "Asha" }} />);
    const name = screen.getByRole("textbox", { name: "Full name" });
    const email = screen.getByRole("textbox", { name: "Email" });

    await user.clear(name);
    await user.type(name, "Someone else");
    await user.type(email, "bad");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(alerts()).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Reset" }));

    expect(alerts()).toEqual([]);
    expect(valueOf(name)).toBe("Asha");
    expect(valueOf(email)).toBe("");
    expect(email.hasAttribute("aria-invalid")).toBe(false);

    // Reset also forgets which fields had shown errors.
    await user.type(email, "bad");
    expect(alerts()).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("accepts zero in a required number field", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form initialValues={{ quantity: "" }} rules={{ quantity: { label: "Quantity", type: "number", required: true } }} onSubmit={onSubmit}>
        <Field name="quantity" />
        <button type="submit">Save</button>
      </Form>,
    );

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(alerts()).toEqual(["Quantity is required"]);

    await user.type(screen.getByRole("spinbutton", { name: "Quantity" }), "0");
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ quantity: "0" }, expect.anything());
  });

  it("does not validate a read-only field and renders it read-only", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form initialValues={{ code: "" }} rules={{ code: { label: "Code", required: true, readOnly: true } }} onSubmit={onSubmit}>
        <Field name="code" />
        <button type="submit">Save</button>
      </Form>,
    );

    expect(screen.getByRole("textbox", { name: "Code" }).hasAttribute("readonly")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("uses a custom validator that sees every value", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form
        initialValues={{ password: "", confirm: "" }}
        rules={{
          password: { label: "Password", type: "password", required: true },
          confirm: { validator: (value, values) => (value === values.password ? null : "Passwords do not match") },
        }}
        onSubmit={onSubmit}
      >
        <Field name="password" />
        <Field name="confirm" label="Confirm password">
          <TextInput type="password" />
        </Field>
        <button type="submit">Save</button>
      </Form>,
    );

    await user.type(screen.getByLabelText(/^Password/), "secret99");
    await user.type(screen.getByLabelText("Confirm password"), "secret98");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(alerts()).toEqual(["Passwords do not match"]);

    await user.type(screen.getByLabelText("Confirm password"), "{Backspace}9");
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ password: "secret99", confirm: "secret99" }, expect.anything());
  });

  it("marks a required field's label without putting the mark in its name", () => {
    render(<ContactForm onSubmit={vi.fn()} />);
    const label = screen.getByText("Full name");
    expect(label.querySelector(".field-required")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Full name" })).toBeTruthy();
  });

  it("gives render-prop children the form, whose isValid follows the values", async () => {
    const user = userEvent.setup();
    render(
      <Form initialValues={{ name: "" }} rules={{ name: { label: "Name", required: true } }} onSubmit={vi.fn()}>
        {(form) => (
          <>
            <Field name="name" />
            <button type="submit" disabled={!form.isValid}>
              Save
            </button>
          </>
        )}
      </Form>,
    );
    const save = screen.getByRole("button", { name: "Save" });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Asha");
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(alerts()).toEqual([]);
  });

  it("lets a hand-made input use the field's wiring", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form initialValues={{ note: "" }} rules={{ note: { label: "Note", required: true } }} onSubmit={onSubmit}>
        <Field name="note">
          {(control) => (
            <input
              id={control.id}
              aria-invalid={control.invalid || undefined}
              aria-describedby={control.describedBy}
              value={String(control.value)}
              onChange={(event) => control.setValue(event.target.value.toUpperCase())}
            />
          )}
        </Field>
        <button type="submit">Save</button>
      </Form>,
    );
    const note = screen.getByRole("textbox", { name: "Note" });

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(description(note)).toBe("Note is required");

    await user.type(note, "ok");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ note: "OK" }, expect.anything());
  });

  it("is busy while an async onSubmit runs and ignores submits meanwhile", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <Form initialValues={{ name: "Asha" }} rules={{ name: { required: true } }} onSubmit={onSubmit} aria-label="Profile">
        {({ isSubmitting }) => <button type="submit">{isSubmitting ? "Saving" : "Save"}</button>}
      </Form>,
    );

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("form", { name: "Profile" }).getAttribute("aria-busy")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Saving" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    finish();
    expect(await screen.findByRole("button", { name: "Save" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Profile" }).hasAttribute("aria-busy")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("hands onSubmit the form so it can reset after saving", async () => {
    const user = userEvent.setup();
    render(
      <Form initialValues={{ name: "" }} onSubmit={(_values, form) => form.reset()}>
        <Field name="name" label="Name" />
        <button type="submit">Save</button>
      </Form>,
    );
    const name = screen.getByRole("textbox", { name: "Name" });

    await user.type(name, "Asha");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(valueOf(name)).toBe("");
  });

  it("stores a select's choice and requires one when the rule says so", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form initialValues={{ city: "" }} rules={{ city: { label: "City", type: "select", required: true } }} onSubmit={onSubmit}>
        <Field name="city">
          <SelectInput
            placeholder="Select a city"
            options={[
              { value: "blr", label: "Bengaluru" },
              { value: "pune", label: "Pune" },
            ]}
          />
        </Field>
        <button type="submit">Save</button>
      </Form>,
    );
    const city = screen.getByRole("combobox", { name: "City" });
    expect(valueOf(city)).toBe("");

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(alerts()).toEqual(["City is required"]);
    expect(city.getAttribute("aria-invalid")).toBe("true");

    await user.selectOptions(city, "Pune");
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ city: "pune" }, expect.anything());
  });

  it("keeps fields named after a prototype's property apart from the prototype (issue 24)", async () => {
    // A form block's keys are the owner's: "constructor" must not read Object's function as an
    // error or value, nor "__proto__" the prototype, which React cannot render.
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const names = ["__proto__", "constructor", "toString"];
    const initial = Object.fromEntries(names.map((n) => [n, ""]));
    const rules = Object.fromEntries(names.map((n) => [n, { label: `Field ${n}`, required: true }])) as FieldRules<Record<string, unknown>>;
    render(
      <Form initialValues={initial} rules={rules} onSubmit={onSubmit}>
        {names.map((n) => (
          <Field key={n} name={n} />
        ))}
        <button type="submit">Save</button>
      </Form>,
    );
    const inputs = names.map((n) => screen.getByRole("textbox", { name: `Field ${n}` }));
    for (const input of inputs) expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(alerts()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(alerts()).toEqual(names.map((n) => `Field ${n} is required`));
    expect(onSubmit).not.toHaveBeenCalled();

    for (const [i, input] of inputs.entries()) await user.type(input, `v${i}`);
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(Object.entries(onSubmit.mock.calls[0]![0] as object)).toEqual(names.map((n, i) => [n, `v${i}`]));
  });
});
