// The staff screen: the members and their roles, and the add form: the phone checked as the
// sign-in form checks it before anything is sent, the server's messages under their fields,
// and the list fetched again once a role is added.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { PHONE_MESSAGE } from "../../shared/api/auth";
import type { AdminStaffMember } from "../../shared/api/admin-people";
import { adminServer, openAt } from "../parts/admin-testing";

let server: FakeShopServer;
let members: AdminStaffMember[];
beforeEach(() => {
  server = adminServer();
  members = [{ user_id: 3, name: "Anita Desai", phone: "9876543212", roles: ["admin", "staff"] }];
  server.on("GET", "/s/api/admin/people/staff", () => jsonResponse({ data: members }));
});
afterEach(() => vi.unstubAllGlobals());

const writes = () => server.calls.filter((c) => c.method !== "GET").map((c) => ({ call: `${c.method} ${c.path}`, body: c.body }));
const staffReads = () => server.calls.filter((c) => c.method === "GET" && c.path === "/s/api/admin/people/staff").length;

describe("the staff screen", { timeout: 20_000 }, () => {
  it("lists each member with their roles", async () => {
    openAt("/staff");
    const row = await screen.findByRole("row", { name: /Anita Desai/ }, { timeout: 5000 });
    expect(row.textContent).toContain("+91 98765 43212");
    expect(
      within(row)
        .getAllByRole("listitem")
        .map((li) => li.textContent?.replace("Remove", "").trim()),
    ).toEqual(["Admin", "Staff"]);
    expect(within(row).getByRole("button", { name: "Remove the admin role of Anita Desai" })).toBeTruthy();
  });

  it("checks the phone before sending, shows the server's message under its field, and adds the role", async () => {
    const user = userEvent.setup();
    const answers = [
      jsonResponse({ message: "Name cannot hold < or >", errors: { name: "Name cannot hold < or >" } }, 422),
      jsonResponse({ user_id: 9, name: "Sunil Rao", phone: "7000000001", roles: ["admin"] }),
    ];
    server.on("POST", "/s/api/admin/people/staff", () => {
      const answer = answers.shift()!;
      if (answer.status === 200) members = [...members, { user_id: 9, name: "Sunil Rao", phone: "7000000001", roles: ["admin"] }];
      return answer;
    });
    openAt("/staff");
    const form = await screen.findByRole("form", { name: "Add a role" }, { timeout: 5000 });
    const phone = within(form).getByRole("textbox", { name: /^Phone/ });

    await user.type(phone, "12345");
    await user.click(within(form).getByRole("button", { name: "Add role" }));
    expect(
      within(form)
        .getAllByRole("alert")
        .map((a) => a.textContent),
    ).toEqual([PHONE_MESSAGE]);
    expect(writes()).toEqual([]);

    await user.clear(phone);
    await user.type(phone, "7000000001");
    await user.selectOptions(within(form).getByRole("combobox", { name: /^Role/ }), "admin");
    // The name is the shop's own for them: nothing says what other shops call them.
    const name = within(form).getByRole("textbox", { name: /^Name \(as your shop knows them\)/ });
    await user.type(name, "<Sunil>");
    await user.click(within(form).getByRole("button", { name: "Add role" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Name cannot hold < or >");
    expect(name.getAttribute("aria-invalid")).toBe("true");

    await user.clear(name);
    await user.type(name, "Sunil Rao");
    const readsBefore = staffReads();
    await user.click(within(form).getByRole("button", { name: "Add role" }));
    expect(await screen.findByRole("row", { name: /Sunil Rao/ })).toBeTruthy();
    // The toast names them as the shop knows them, and says nothing of an account elsewhere.
    expect(screen.getAllByRole("status").map((s) => s.textContent?.replace("×", ""))).toContain("Sunil Rao is now admin");
    expect(staffReads()).toBe(readsBefore + 1);
    expect(writes().at(-1)).toEqual({ call: "POST /s/api/admin/people/staff", body: { phone: "7000000001", role: "admin", name: "Sunil Rao" } });
    // The form is ready for the next person.
    expect((phone as HTMLInputElement).value).toBe("");
  });
});
