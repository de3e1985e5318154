import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Address } from "../../../src/shared/api/account";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { demoAddress } from "../../../src/client/testing/account-fixtures";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { answer, currentDialog } from "../../../src/client/ui/dialog-queue";
import { clearToasts } from "../../../src/client/ui/toast";
import { websiteAtom } from "../../../src/client/state/website-atom";
import AccountAddressesBlock from "./account-addresses-block";

let server: FakeShopServer;
let saved: Address[];
beforeEach(() => {
  saved = [demoAddress(1), demoAddress(2, { pincode: "400001", city: "Mumbai", state: "Maharashtra", serviceable: false, landmark: "Near the station" })];
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  server.on("GET", "/s/api/account/addresses", () => jsonResponse(saved));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const show = () => renderScreen(<AccountAddressesBlock {...screenProps("account-addresses", "My Addresses")} />, { path: "/account/addresses" });
const card = (name: RegExp) => screen.findByRole("listitem", { name });
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Save address" })));

describe("account-addresses block", () => {
  it("lists the addresses with the default marked and whether the shop delivers to each", async () => {
    show();
    const home = await card(/Flat 401/);
    expect(within(home).getByText("Default")).toBeTruthy();
    expect(within(home).getByText("✓ We deliver to 560038")).toBeTruthy();
    expect(within(home).queryByRole("button", { name: "Make default" })).toBeNull();
    const other = await card(/Flat 402/);
    expect(within(other).getByText("We do not deliver to 400001 yet")).toBeTruthy();
    expect(within(other).getByText("Landmark: Near the station")).toBeTruthy();
    expect(within(other).getByText("Mumbai, Maharashtra 400001")).toBeTruthy();
    expect(within(other).getByText("+91 98765 43210")).toBeTruthy();
  });

  it("checks a new address by the §5 rules before asking the server, starting from the shopper's name and phone", async () => {
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Add a new address" }));
    const form = screen.getByRole("form", { name: "New address" });
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Priya Sharma");
    expect((within(form).getByLabelText(/^Phone/) as HTMLInputElement).value).toBe("9876543210");
    fill(/^Phone/, "12345");
    fill(/^Pincode/, "5600a3");
    await save();
    const errors = within(form)
      .getAllByRole("alert")
      .map((e) => e.textContent);
    expect(errors).toEqual(["Please enter a valid 10-digit mobile number", "House, flat and street is required", "Please enter a valid pincode", "City is required", "State is required"]);
    expect(server.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("saves a new address, shows the server's field message under its field, and lists the saved one", async () => {
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Add a new address" }));
    fill(/^House, flat and street/, "12, 5th Cross");
    fill(/^City/, "Bengaluru");
    fill(/^State/, "Karnataka");
    fill(/^Pincode/, "560071");
    let refuse = true;
    server.on("POST", "/s/api/account/addresses", (call) => {
      if (refuse) return jsonResponse({ message: "City cannot hold < or >", errors: { city: "City cannot hold < or >" } }, 422);
      const made = demoAddress(3, { ...(call.body as Partial<Address>), is_default: false, serviceable: true });
      saved = [...saved, made];
      return jsonResponse(made, 201);
    });
    await save();
    expect(within(screen.getByRole("form", { name: "New address" })).getByRole("alert").textContent).toBe("City cannot hold < or >");
    refuse = false;
    await save();
    expect(await card(/12, 5th Cross/)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "New address" })).toBeNull();
    expect(server.calls.filter((c) => c.method === "POST").at(-1)!.body).toEqual({
      name: "Priya Sharma",
      phone: "9876543210",
      line1: "12, 5th Cross",
      line2: "",
      landmark: "",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560071",
      is_default: false,
    });
    expect(screen.getByText("Address for Priya Sharma added")).toBeTruthy();
  });

  it("starts a new address with the delivery pincode the shopper chose", async () => {
    const { store } = show();
    store.set(websiteAtom, { ...store.get(websiteAtom)!, pincode: "560071" });
    fireEvent.click(await screen.findByRole("button", { name: "Add a new address" }));
    expect((within(screen.getByRole("form", { name: "New address" })).getByLabelText(/^Pincode/) as HTMLInputElement).value).toBe("560071");
  });

  describe("a pincode in another state than the one chosen", () => {
    const posts = () => server.calls.filter((c) => c.method === "POST");
    const fillDelhiPincodeInKarnataka = async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Add a new address" }));
      fill(/^House, flat and street/, "22 Janpath");
      fill(/^City/, "New Delhi");
      fill(/^State/, "Karnataka");
      fill(/^Pincode/, "110001");
    };
    beforeEach(() => {
      server.on("POST", "/s/api/account/addresses", (call) => jsonResponse(demoAddress(3, { ...(call.body as Partial<Address>), is_default: false, serviceable: false }), 201));
    });

    it("is asked about in the form, and nothing is saved until the shopper answers", async () => {
      show();
      await fillDelhiPincodeInKarnataka();
      await save();
      const question = screen.getByRole("group", { name: "Pincode 110001 is in Delhi. Save with Karnataka anyway?" });
      expect(document.activeElement).toBe(question);
      expect(screen.queryByRole("button", { name: "Save address" })).toBeNull();
      expect(posts()).toHaveLength(0);
      expect(screen.getByRole("form", { name: "New address" })).toBeTruthy();
    });

    it("is saved as typed once the shopper confirms", async () => {
      show();
      await fillDelhiPincodeInKarnataka();
      await save();
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save with Karnataka" })));
      expect(posts()).toHaveLength(1);
      expect(posts()[0]!.body).toMatchObject({ state: "Karnataka", pincode: "110001" });
      await waitFor(() => expect(screen.queryByRole("form", { name: "New address" })).toBeNull());
    });

    it("is saved with the pincode's state when the shopper corrects it, and not before Save", async () => {
      show();
      await fillDelhiPincodeInKarnataka();
      await save();
      fireEvent.click(screen.getByRole("button", { name: "Change state to Delhi" }));
      expect(screen.queryByRole("group", { name: /^Pincode 110001/ })).toBeNull();
      expect((screen.getByLabelText(/^State/) as HTMLSelectElement).value).toBe("Delhi");
      expect(posts()).toHaveLength(0);
      await save();
      expect(posts()).toHaveLength(1);
      expect(posts()[0]!.body).toMatchObject({ state: "Delhi", pincode: "110001" });
    });

    it("is asked about again when the shopper changes the pincode to another state's", async () => {
      show();
      await fillDelhiPincodeInKarnataka();
      await save();
      // The question's group is named "Pincode …" too: the field is the textbox.
      fireEvent.change(screen.getByRole("textbox", { name: /^Pincode/ }), { target: { value: "400001" } });
      expect(screen.queryByRole("group", { name: /^Pincode/ })).toBeNull();
      await save();
      expect(screen.getByRole("group", { name: "Pincode 400001 is in Maharashtra. Save with Karnataka anyway?" })).toBeTruthy();
      expect(posts()).toHaveLength(0);
    });
  });

  it("edits an address in place", async () => {
    server.on("PUT", "/s/api/account/addresses/2", (call) => {
      saved = saved.map((a) => (a.id === 2 ? { ...a, ...(call.body as Partial<Address>) } : a));
      return jsonResponse(saved[1]);
    });
    show();
    fireEvent.click(within(await card(/Flat 402/)).getByRole("button", { name: "Edit" }));
    const form = screen.getByRole("form", { name: "Edit address" });
    expect((within(form).getByLabelText(/^Pincode/) as HTMLInputElement).value).toBe("400001");
    fireEvent.change(within(form).getByLabelText(/^House, flat and street/), { target: { value: "Flat 9, Sea View" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Save address" })));
    expect(await card(/Flat 9, Sea View/)).toBeTruthy();
    expect(server.calls.find((c) => c.method === "PUT")!.body).toMatchObject({ line1: "Flat 9, Sea View", pincode: "400001" });
  });

  it("deletes an address only after the shopper confirms", async () => {
    server.on("DELETE", "/s/api/account/addresses/2", () => {
      saved = saved.filter((a) => a.id !== 2);
      return jsonResponse({ message: "Address deleted" });
    });
    show();
    fireEvent.click(within(await card(/Flat 402/)).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(currentDialog()?.title).toBe("Delete this address?"));
    act(() => answer(currentDialog()!.id, false));
    await waitFor(() => expect(currentDialog()?.open ?? false).toBe(false));
    expect(server.calls.some((c) => c.method === "DELETE")).toBe(false);

    fireEvent.click(within(await card(/Flat 402/)).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(currentDialog()?.open).toBe(true));
    act(() => answer(currentDialog()!.id, true));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: /Flat 402/ })).toBeNull());
    expect(server.log()).toContain("DELETE /s/api/account/addresses/2");
  });

  it("makes another address the default", async () => {
    server.on("POST", "/s/api/account/addresses/2/default", () => {
      saved = [
        { ...saved[1]!, is_default: true },
        { ...saved[0]!, is_default: false },
      ];
      return jsonResponse(saved[0]);
    });
    show();
    const other = await card(/Flat 402/);
    await act(async () => fireEvent.click(within(other).getByRole("button", { name: "Make default" })));
    await waitFor(async () => expect(within(await card(/Flat 402/)).getByText("Default")).toBeTruthy());
    expect(within(await card(/Flat 401/)).queryByText("Default")).toBeNull();
  });

  it("invites a shopper without addresses to add one", async () => {
    saved = [];
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Add an address" }));
    expect(screen.getByRole("form", { name: "New address" })).toBeTruthy();
  });
});
