import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { userAtom } from "../../../src/client/state/user-atom";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { clearToasts } from "../../../src/client/ui/toast";
import AccountProfileBlock from "./account-profile-block";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  server.on("GET", "/s/api/account/profile", () => jsonResponse({ name: "Priya Sharma", email: "priya@example.in", phone: "9876543210" }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const show = () => renderScreen(<AccountProfileBlock {...screenProps("account-profile", "Profile Details")} />, { path: "/account/details" });
const save = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Save changes" })));

describe("account-profile block", () => {
  it("shows name and email to edit and the phone read-only", async () => {
    show();
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).value).toBe("Priya Sharma");
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe("priya@example.in");
    const phone = screen.getByLabelText(/^Mobile number/) as HTMLInputElement;
    expect(phone.value).toBe("+91 98765 43210");
    expect(phone.readOnly).toBe(true);
  });

  it("checks the fields by the §5 rules, saves name and email, and shows the new name in the menu", async () => {
    server.on("PUT", "/s/api/account/profile", (call) => jsonResponse({ ...(call.body as object), phone: "9876543210" }));
    const { store } = show();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: " " } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "priya@" } });
    await save();
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Name is required", "Email is not a valid email address"]);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Priya S. Sharma " } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "" } });
    await save();
    expect(await screen.findByText("Your details are saved")).toBeTruthy();
    expect(server.calls.find((c) => c.method === "PUT")!.body).toEqual({ name: "Priya S. Sharma", email: "" });
    expect(store.get(userAtom)).toMatchObject({ name: "Priya S. Sharma", email: "" });
  });

  it("shows the server's field message under its field", async () => {
    server.on("PUT", "/s/api/account/profile", () => jsonResponse({ message: "Name cannot hold < or >", errors: { name: "Name cannot hold < or >" } }, 422));
    show();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: "<i>" } });
    await save();
    expect((await screen.findByRole("alert")).textContent).toBe("Name cannot hold < or >");
  });
});
