import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compileMessages } from "../../../shared/i18n/compile-messages";
import { DEFAULT_MESSAGES } from "../../../shared/i18n/messages/catalogues";
import { makeIntl } from "../../i18n/intl";
import { I18nProvider } from "../../i18n/intl-context";
import { DateField } from "./date-field";
import { Field } from "./field";
import { Form } from "./form";

function DateForm({ value, onSubmit, readOnly }: { value: string; onSubmit: (values: { dob: string }) => void; readOnly?: boolean }) {
  return (
    <Form initialValues={{ dob: value }} rules={{ dob: { label: "Date of birth", type: "date", required: true, readOnly } }} onSubmit={onSubmit}>
      <Field name="dob" />
      <button type="submit">Save</button>
      <button type="reset">Reset</button>
    </Form>
  );
}

// The page's catalogue in Hindi, as the shop installs it for a Hindi page (issue 35).
const hindi = makeIntl("hi", compileMessages(DEFAULT_MESSAGES.hi), (error) => {
  throw error;
});

const dateInput = () => screen.getByRole("combobox", { name: "Date of birth" }) as HTMLInputElement;
const calendar = () => screen.queryByRole("dialog", { name: "Choose date" });

describe("DateField", () => {
  beforeEach(() => {
    // Only the clock: user-event relies on real timers.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 5, 10, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the stored date as 'MMM D, YYYY' in a read-only text input", () => {
    render(<DateForm value="2024-01-15" onSubmit={vi.fn()} />);
    expect(dateInput().value).toBe("Jan 15, 2024");
    expect(dateInput().readOnly).toBe(true);
    expect(dateInput().getAttribute("aria-haspopup")).toBe("dialog");
    expect(dateInput().getAttribute("aria-expanded")).toBe("false");
  });

  it("shows 00000000 as empty, and a required field holding it fails", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DateForm value="00000000" onSubmit={onSubmit} />);
    expect(dateInput().value).toBe("");

    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(screen.getByRole("alert").textContent).toBe("Date of birth is required");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("opens a calendar on click; choosing a day stores YYYY-MM-DD and closes it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DateForm value="2024-01-15" onSubmit={onSubmit} />);

    await user.click(dateInput());
    const dialog = calendar();
    expect(dialog).toBeTruthy();
    expect(dateInput().getAttribute("aria-expanded")).toBe("true");
    expect(dateInput().getAttribute("aria-controls")).toBe(dialog?.id);
    expect(screen.getByRole("grid", { name: "January 2024" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "January 20, 2024" }));

    expect(calendar()).toBeNull();
    expect(dateInput().value).toBe("Jan 20, 2024");
    expect(document.activeElement).toBe(dateInput());
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ dob: "2024-01-20" }, expect.anything());
  });

  it("marks the stored day as selected and today as the current date", async () => {
    const user = userEvent.setup();
    render(<DateForm value="2025-06-03" onSubmit={vi.fn()} />);
    await user.click(dateInput());

    const selected = screen.getByRole("button", { name: "June 3, 2025" });
    expect(selected.closest("td")?.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("button", { name: "June 10, 2025" }).getAttribute("aria-current")).toBe("date");
  });

  it("starts an empty field's calendar at today and lets the year select pick another year", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DateForm value="00000000" onSubmit={onSubmit} />);

    await user.click(dateInput());
    expect(screen.getByRole("grid", { name: "June 2025" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "June 10, 2025" }));

    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "1990");
    expect(screen.getByRole("grid", { name: "June 1990" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "June 1, 1990" }));

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ dob: "1990-06-01" }, expect.anything());
  });

  it("moves between months, across years, with the previous and next buttons", async () => {
    const user = userEvent.setup();
    render(<DateForm value="2024-01-31" onSubmit={vi.fn()} />);
    await user.click(dateInput());

    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(screen.getByRole("grid", { name: "December 2023" })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Year" }) as HTMLSelectElement).value).toBe("2023");

    await user.click(screen.getByRole("button", { name: "Next month" }));
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("grid", { name: "February 2024" })).toBeTruthy();
    expect(within(screen.getByRole("grid")).getAllByRole("button")).toHaveLength(29);
  });

  it("limits the years to 1900–2099", async () => {
    const user = userEvent.setup();
    render(<DateForm value="1900-01-05" onSubmit={vi.fn()} />);
    await user.click(dateInput());

    const years = within(screen.getByRole("combobox", { name: "Year" })).getAllByRole("option");
    expect(years).toHaveLength(200);
    expect(years[0]?.textContent).toBe("1900");
    expect(years[years.length - 1]?.textContent).toBe("2099");
    expect((screen.getByRole("button", { name: "Previous month" }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "2099");
    // The same button all along: looking it up by role and name among the 200 years each time
    // is what took this test near its time limit on a busy machine.
    const next = screen.getByRole("button", { name: "Next month" });
    for (let i = 0; i < 11; i++) await user.click(next);
    expect(screen.getByRole("grid", { name: "December 2099" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next month" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("works from the keyboard: Enter opens, arrows and PageDown move, Enter chooses", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DateForm value="2024-01-15" onSubmit={onSubmit} />);

    await user.tab();
    expect(document.activeElement).toBe(dateInput());
    await user.keyboard("{Enter}");
    expect(calendar()).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "January 15, 2024" }));

    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "January 16, 2024" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "January 23, 2024" }));
    await user.keyboard("{PageDown}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "February 23, 2024" }));
    await user.keyboard("{ArrowUp}{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "February 15, 2024" }));

    await user.keyboard("{Enter}");
    expect(calendar()).toBeNull();
    expect(dateInput().value).toBe("Feb 15, 2024");
    expect(document.activeElement).toBe(dateInput());
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ dob: "2024-02-15" }, expect.anything());
  });

  it("closes on Escape without changing the value and returns focus to the input", async () => {
    const user = userEvent.setup();
    render(<DateForm value="2024-01-15" onSubmit={vi.fn()} />);
    await user.click(dateInput());
    await user.keyboard("{ArrowRight}{Escape}");

    expect(calendar()).toBeNull();
    expect(dateInput().value).toBe("Jan 15, 2024");
    expect(document.activeElement).toBe(dateInput());
  });

  it("closes when the user presses outside it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <DateForm value="2024-01-15" onSubmit={vi.fn()} />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(dateInput());
    expect(calendar()).toBeTruthy();

    await user.click(screen.getByText("Elsewhere"));
    expect(calendar()).toBeNull();
  });

  it("clears a stored date with the Clear button", async () => {
    const user = userEvent.setup();
    render(<DateForm value="2024-01-15" onSubmit={vi.fn()} />);
    await user.click(dateInput());
    await user.click(screen.getByRole("button", { name: "Clear" }));

    expect(dateInput().value).toBe("");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("Date of birth is required");
  });

  it("re-validates once it has shown an error and reset restores the initial date", async () => {
    const user = userEvent.setup();
    render(<DateForm value="" onSubmit={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.queryAllByRole("alert")).toHaveLength(1);

    await user.click(dateInput());
    await user.click(screen.getByRole("button", { name: "June 12, 2025" }));
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
    expect(dateInput().value).toBe("Jun 12, 2025");

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(dateInput().value).toBe("");
  });

  it("does not open for a read-only field", async () => {
    const user = userEvent.setup();
    render(<DateForm value="2024-01-15" onSubmit={vi.fn()} readOnly />);
    await user.click(dateInput());
    await user.keyboard("{Enter}");
    expect(calendar()).toBeNull();
  });

  it("works on its own with a value and onChange", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<DateField aria-label="Delivery date" value="00000000" onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Delivery date" }) as HTMLInputElement;
    expect(input.value).toBe("");

    rerender(<DateField aria-label="Delivery date" value="2024-03-05" onChange={onChange} />);
    expect(input.value).toBe("Mar 5, 2024");

    await user.click(input);
    await user.click(screen.getByRole("button", { name: "March 8, 2024" }));
    expect(onChange).toHaveBeenCalledWith("2024-03-08");
  });
});

describe("DateField in Hindi (issue 35)", () => {
  it("shows the date, the calendar's names and the field's message in the page's language", async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider intl={hindi}>
        <Form initialValues={{ dob: "2024-01-15" }} rules={{ dob: { label: "जन्मतिथि", type: "date", required: true } }} onSubmit={vi.fn()}>
          <Field name="dob" />
          <button type="submit">Save</button>
        </Form>
      </I18nProvider>,
    );
    const input = screen.getByRole("combobox", { name: "जन्मतिथि" }) as HTMLInputElement;
    expect(input.value).toBe(new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "short", year: "numeric" }).format(new Date(2024, 0, 15)));

    await user.click(input);
    expect(screen.getByRole("dialog", { name: "तारीख चुनें" })).toBeTruthy();
    expect(screen.getByRole("grid", { name: "जनवरी 2024" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "पिछला महीना" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "हटाएँ" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("जन्मतिथि ज़रूरी है");
  });
});
