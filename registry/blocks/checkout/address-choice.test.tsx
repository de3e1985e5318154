import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import type { Address } from "../../../src/shared/api/account";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { demoAddress } from "../../../src/client/testing/account-fixtures";
import { renderScreen } from "../../../src/client/testing/render-screen";
import { clearToasts } from "../../../src/client/ui/toast";
import { AddressChoice } from "./address-choice";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const show = (addresses: Address[], onAdded = vi.fn()) =>
  act(async () => {
    renderScreen(<AddressChoice addresses={addresses} pincode="560038" chosen={addresses[0] ?? null} onChoose={vi.fn()} onAdded={onAdded} />, { path: "/checkout" });
  });

describe("checkout's address choice", () => {
  it("writes the landmark as the shopper typed it", async () => {
    await show([demoAddress(1, { landmark: "Near the temple" })]);
    const choice = screen.getByRole("radio", { name: /Flat 401/ }).closest("label")!;
    expect(choice.textContent).toContain("Flat 401, Sai Residency, Indiranagar, Landmark: Near the temple, Bengaluru, Karnataka 560038");
    expect(choice.textContent).not.toMatch(/near near/i);
  });

  it("starts a new address with the checkout's delivery pincode, and asks before saving one in another state", async () => {
    const onAdded = vi.fn();
    server.on("POST", "/s/api/account/addresses", (call) => jsonResponse(demoAddress(7, call.body as Partial<Address>), 201));
    await show([], onAdded);
    const form = screen.getByRole("form", { name: "New address" });
    const pincode = within(form).getByRole("textbox", { name: /^Pincode/ }) as HTMLInputElement;
    expect(pincode.value).toBe("560038");

    fireEvent.change(within(form).getByLabelText(/^House, flat and street/), { target: { value: "12, 5th Cross" } });
    fireEvent.change(within(form).getByLabelText(/^City/), { target: { value: "Bengaluru" } });
    fireEvent.change(within(form).getByLabelText(/^State/), { target: { value: "Tamil Nadu" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Save address" })));
    expect(within(form).getByRole("group", { name: "Pincode 560038 is in Karnataka. Save with Tamil Nadu anyway?" })).toBeTruthy();
    expect(server.calls.some((c) => c.method === "POST")).toBe(false);

    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Save with Tamil Nadu" })));
    expect(server.calls.filter((c) => c.method === "POST").map((c) => c.body)).toMatchObject([{ pincode: "560038", state: "Tamil Nadu" }]);
    expect(onAdded).toHaveBeenCalledTimes(1);
  });
});
