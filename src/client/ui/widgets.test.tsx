import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { Combobox } from "./combobox";
import { Popper, POPPER_FADE_MS, POPPER_OFFSET, POPPER_Z_INDEX } from "./popper";
import { Tag } from "./tag";
import { Loading } from "./loading";

const options = [
  { value: "atta", label: "Atta & Flours" },
  { value: "dal", label: "Dals & Pulses" },
  { value: "rice", label: "Rice" },
];

function PopperHarness() {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button ref={anchor}>anchor</button>
      <Popper anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <p>Panel</p>
      </Popper>
    </>
  );
}

describe("Popper", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it("floats at z-index 9999, offset 10, and fades out over 200 ms after Escape", () => {
    expect([POPPER_Z_INDEX, POPPER_OFFSET, POPPER_FADE_MS]).toEqual([9999, 10, 200]);
    render(<PopperHarness />);
    const panel = screen.getByText("Panel").parentElement!;
    expect(panel.style.zIndex).toBe("9999");
    expect(panel.style.top).toBe("10px");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByText("Panel")).not.toBeNull();
    act(() => void vi.advanceTimersByTime(POPPER_FADE_MS));
    expect(screen.queryByText("Panel")).toBeNull();
  });
});

describe("Combobox", () => {
  it("filters as one types, says when nothing matches and picks with the keyboard", () => {
    const onChange = vi.fn();
    render(<Combobox label="Category" options={options} value={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Category" }));
    const search = screen.getByPlaceholderText("Search...");
    fireEvent.change(search, { target: { value: "RI" } });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Rice"]);
    fireEvent.change(search, { target: { value: "zzz" } });
    expect(screen.getByText("No matching data")).toBeTruthy();
    fireEvent.change(search, { target: { value: "" } });
    fireEvent.keyDown(search, { key: "ArrowDown" });
    fireEvent.keyDown(search, { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith("dal");
    expect(screen.getByRole("listbox", { hidden: true }).style.maxHeight).toBe("16rem");
  });
});

describe("Tag and Loading", () => {
  it("a tag can be removed", () => {
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove}>Rice</Tag>);
    fireEvent.click(screen.getByRole("button", { name: "Remove Rice" }));
    expect(onRemove).toHaveBeenCalled();
  });
  it('the placeholder says "Loading..."', () => {
    render(<Loading />);
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });
});
