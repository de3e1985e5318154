import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Combobox, COMBOBOX_EMPTY_TEXT, COMBOBOX_LIST_MAX_HEIGHT, COMBOBOX_SEARCH_PLACEHOLDER, filterOptions, type ComboboxOption } from "./combobox";
import { Modal } from "./modal";
import { MODAL_CLOSE_DELAY_MS, MODAL_OPEN_DELAY_MS } from "./modal-timing";
import { POPPER_FADE_MS } from "./popper";

const options: ComboboxOption[] = [
  { value: "atta", label: "Atta & Flours" },
  { value: "dal", label: "Dals & Pulses" },
  { value: "rice", label: "Rice" },
  { value: "oil", label: "Edible Oil", disabled: true },
  { value: "ghee", label: "Ghee" },
];

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const optionTexts = () => screen.queryAllByRole("option").map((o) => o.textContent);
const search = () => screen.getByRole("combobox");

function Single({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      label="Category"
      options={options}
      value={value}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    />
  );
}

function openSingle(onChange?: (value: string) => void) {
  render(<Single onChange={onChange} />);
  fireEvent.click(screen.getByRole("button", { name: /Category/ }));
}

describe("filterOptions", () => {
  it("matches any part of the label, ignoring case and surrounding spaces", () => {
    expect(filterOptions(options, "  PULS ").map((o) => o.value)).toEqual(["dal"]);
    expect(filterOptions(options, "").length).toBe(options.length);
    expect(filterOptions(options, "xyz")).toEqual([]);
  });
});

describe("Combobox", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is a button showing the placeholder, then the chosen label", () => {
    render(<Combobox label="Category" placeholder="Pick one" options={options} value="rice" onChange={() => {}} />);
    const button = screen.getByRole("button", { name: "Category Rice" });
    expect(button.getAttribute("aria-haspopup")).toBe("listbox");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens a search box and a listbox with ARIA roles, the list at most 16rem tall", () => {
    openSingle();
    expect(screen.getByRole("button", { name: /Category/ }).getAttribute("aria-expanded")).toBe("true");
    const input = search();
    expect(input.getAttribute("placeholder")).toBe("Search...");
    expect(COMBOBOX_SEARCH_PLACEHOLDER).toBe("Search...");
    expect(document.activeElement).toBe(input);
    const list = screen.getByRole("listbox", { name: "Category" });
    expect(input.getAttribute("aria-controls")).toBe(list.id);
    expect(COMBOBOX_LIST_MAX_HEIGHT).toBe("16rem");
    expect(list.style.maxHeight).toBe("16rem");
    expect(list.style.overflow).toBe("auto");
    expect(optionTexts()).toEqual(["Atta & Flours", "Dals & Pulses", "Rice", "Edible Oil", "Ghee"]);
  });

  it('filters ignoring case and says "No matching data" when nothing matches', () => {
    openSingle();
    fireEvent.change(search(), { target: { value: "RI" } });
    expect(optionTexts()).toEqual(["Rice"]);
    fireEvent.change(search(), { target: { value: "ghEE" } });
    expect(optionTexts()).toEqual(["Ghee"]);
    expect(screen.queryByText("No matching data")).toBeNull();
    fireEvent.change(search(), { target: { value: "paneer" } });
    expect(optionTexts()).toEqual([]);
    expect(COMBOBOX_EMPTY_TEXT).toBe("No matching data");
    expect(screen.getByText("No matching data")).toBeTruthy();
  });

  it("moves with the arrow keys, skipping disabled options, and picks with Enter", () => {
    const onChange = vi.fn();
    openSingle(onChange);
    const input = search();
    const activeText = () => document.getElementById(input.getAttribute("aria-activedescendant") ?? "")?.textContent;
    expect(activeText()).toBe("Atta & Flours");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeText()).toBe("Rice");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeText()).toBe("Ghee");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeText()).toBe("Ghee");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(activeText()).toBe("Rice");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith("rice");
    const button = screen.getByRole("button", { name: "Category Rice" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    advance(POPPER_FADE_MS);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("picks the first match of a search with Enter", () => {
    const onChange = vi.fn();
    openSingle(onChange);
    fireEvent.change(search(), { target: { value: "pul" } });
    fireEvent.keyDown(search(), { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith("dal");
  });

  it("opens on ArrowDown from the button, starting on the chosen option", () => {
    render(<Combobox label="Category" options={options} value="ghee" onChange={() => {}} />);
    fireEvent.keyDown(screen.getByRole("button", { name: /Category/ }), { key: "ArrowDown" });
    const input = search();
    expect(document.getElementById(input.getAttribute("aria-activedescendant") ?? "")?.textContent).toBe("Ghee");
    expect(screen.getByRole("option", { name: "Ghee" }).getAttribute("aria-selected")).toBe("true");
  });

  it("closes on Escape without choosing and gives focus back to the button", () => {
    const onChange = vi.fn();
    openSingle(onChange);
    fireEvent.keyDown(search(), { key: "Escape" });
    const button = screen.getByRole("button", { name: /Category/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    advance(POPPER_FADE_MS);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("picks with a click and ignores clicks on disabled options", () => {
    const onChange = vi.fn();
    openSingle(onChange);
    fireEvent.click(screen.getByRole("option", { name: "Edible Oil" }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("option", { name: "Dals & Pulses" }));
    expect(onChange).toHaveBeenCalledWith("dal");
  });

  it("with multiple, toggles values and stays open", () => {
    function Multi() {
      const [value, setValue] = useState<string[]>(["rice"]);
      return <Combobox multiple label="Categories" options={options} value={value} onChange={setValue} />;
    }
    render(<Multi />);
    fireEvent.click(screen.getByRole("button", { name: "Categories Rice" }));
    expect(screen.getByRole("listbox").getAttribute("aria-multiselectable")).toBe("true");
    fireEvent.click(screen.getByRole("option", { name: /Atta/ }));
    expect(screen.getByRole("listbox")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Categories Atta & Flours, Rice" })).toBeTruthy();
    fireEvent.keyDown(search(), { key: "ArrowDown" });
    fireEvent.keyDown(search(), { key: "ArrowDown" });
    fireEvent.keyDown(search(), { key: "Enter" });
    expect(screen.getByRole("button", { name: "Categories Atta & Flours" })).toBeTruthy();
    expect(screen.getByRole("option", { name: /Rice/ }).getAttribute("aria-selected")).toBe("false");
  });

  it("does not open when disabled", () => {
    render(<Combobox label="Category" options={options} value={null} onChange={() => {}} disabled />);
    fireEvent.click(screen.getByRole("button", { name: /Category/ }));
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("works inside a modal: the list is clickable and Escape closes only the list", () => {
    const onChange = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <Modal open title="Add Products In Wishlist" onOpenChange={onOpenChange}>
        <Combobox label="Wishlist" options={options} value={null} onChange={onChange} />
      </Modal>,
    );
    advance(MODAL_OPEN_DELAY_MS);
    fireEvent.click(screen.getByRole("button", { name: /Wishlist/ }));
    const dialog = screen.getByRole("dialog");
    expect(dialog.contains(screen.getByRole("listbox"))).toBe(true);
    fireEvent.keyDown(search(), { key: "Escape" });
    advance(MODAL_CLOSE_DELAY_MS);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Wishlist/ }));
    fireEvent.click(screen.getByRole("option", { name: "Rice" }));
    expect(onChange).toHaveBeenCalledWith("rice");
    advance(MODAL_CLOSE_DELAY_MS);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
