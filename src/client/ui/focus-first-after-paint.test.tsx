import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { Modal } from "./modal";

describe("a dialog takes focus after its first frame (issue 29)", () => {
  it("leaves focus where it was while the dialog renders, then moves it to the dialog's first control", async () => {
    render(
      <Modal open title="Cart Summary" hideFooter hideClose>
        <a href="/products/atta">Atta</a>
        <button type="button" disabled>
          Apply
        </button>
        <input aria-label="Coupon code" defaultValue="SAVE10" />
      </Modal>,
    );
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Coupon code" });
    // Radix would have focused it during the commit, forcing the page's layout there.
    expect(document.activeElement).toBe(document.body);
    // Not the link, not the turned-off button: the first control a keyboard would use.
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe("SAVE10".length);
  });

  it("leaves focus alone when it is already inside the dialog by then", async () => {
    render(
      <Modal open title="Change Location" hideFooter>
        <input aria-label="Delivery pincode" autoFocus />
      </Modal>,
    );
    const field = screen.getByRole("textbox", { name: "Delivery pincode" });
    expect(document.activeElement).toBe(field);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(field);
  });
});
