import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PincodeButton } from "./pincode-button";

function renderButton(pincode: string | null) {
  const openPincode = vi.fn();
  render(<PincodeButton pincode={pincode} actions={{ openPincode } as never} />);
  return screen.getByRole("button");
}

describe("PincodeButton", () => {
  // WCAG 2.5.3: what is said to the button by voice is what is written on it.
  it.each([
    ["560038", "Deliver to 560038, change location"],
    [null, "Select pincode for delivery"],
  ])("with pincode %s its accessible name starts with its visible words", (pincode, name) => {
    const button = renderButton(pincode);
    expect(button.getAttribute("aria-label")).toBe(name);
    expect(name.startsWith(button.textContent?.trim() || "-")).toBe(true);
    expect(button.textContent).not.toBe("");
  });
});
