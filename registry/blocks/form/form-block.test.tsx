import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { renderToString } from "react-dom/server";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import type { FormFieldDef } from "../../../src/shared/form-fields";
import FormBlock from "./form-block";

const fields: FormFieldDef[] = [
  { name: "name", label: "Name", type: "text", required: true },
  { name: "email", label: "Email", type: "email" },
  { name: "pin", label: "Pincode", type: "text", pattern: "\\d{6}", messages: { pattern: "Enter the 6-digit pincode" } },
  {
    name: "topic",
    label: "Topic",
    type: "select",
    required: true,
    options: [
      { label: "Order", value: "order" },
      { label: "Other", value: "other" },
    ],
  },
  { name: "bill", label: "Bill", type: "file" },
];

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const renderForm = () =>
  render(
    <MemoryRouter initialEntries={["/contact-us"]}>
      <FormBlock
        name="form"
        type="block"
        order={0}
        mode="live"
        data={{ form_id: "contact", title: "Write to us", submit_label: "Send", fields: fields as never }}
        settings={{}}
        logicdata={{}}
        response={undefined}
      />
    </MemoryRouter>,
  );
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe("form block", () => {
  it("renders a document whose field keys escaped the schema: prototype names are left out, the rest is a working form (issue 24)", async () => {
    // As if stored straight in the database: the schema refuses these keys at save and publish.
    const unsafe = [
      { name: "__proto__", label: "Proto", type: "text", required: true },
      { name: "constructor", label: "Maker", type: "text", required: true },
      { name: "toString", label: "Text", type: "text" },
      { name: "name", label: "Name", type: "text", required: true },
    ];
    const block = (
      <MemoryRouter initialEntries={["/contact-us"]}>
        <FormBlock name="form" type="block" order={0} mode="live" data={{ form_id: "contact", submit_label: "Send", fields: unsafe as never }} settings={{}} logicdata={{}} response={undefined} />
      </MemoryRouter>
    );
    const html = renderToString(block);
    expect(html).toContain("Name");
    expect(html).not.toMatch(/Proto|Maker|aria-invalid|field-invalid/);

    server.on("POST", "/s/api/forms/submit", () => jsonResponse({ ok: true, message: "Thanks" }, 201));
    render(block);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    expect(screen.getAllByRole("alert").map((e) => e.textContent)).toEqual(["Name is required"]);
    type("Name", "Asha");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Thanks");
    expect(server.calls.find((c) => c.method === "POST")!.body).toEqual({ path: "/contact-us", form_id: "contact", values: { name: "Asha" } });
  });

  it("shows the §5 messages and sends nothing while a field is wrong", async () => {
    renderForm();
    type("Email", "not-an-email");
    type("Pincode", "12");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    const errors = screen.getAllByRole("alert").map((e) => e.textContent);
    expect(errors).toEqual(["Name is required", "Email is not a valid email address", "Enter the 6-digit pincode", "Topic is required"]);
    expect(server.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("refuses a file that is too large before sending it", async () => {
    renderForm();
    const big = new File([new Uint8Array(3 * 1024 * 1024)], "bill.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByLabelText("Bill", { exact: false }), { target: { files: [big] } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    expect(screen.getByText("Bill must be at most 2 MB")).toBeTruthy();
  });

  it("sends the page address, form name and values, then thanks the shopper and clears the form", async () => {
    server.on("POST", "/s/api/forms/submit", () => jsonResponse({ ok: true, message: "Thank you! We will call you back." }, 201));
    renderForm();
    type("Name", "Asha");
    fireEvent.change(screen.getByLabelText("Topic", { exact: false }), { target: { value: "order" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Thank you! We will call you back.");
    const post = server.calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({ path: "/contact-us", form_id: "contact", values: { name: "Asha", email: "", pin: "", topic: "order", bill: null } });
    expect((screen.getByLabelText("Name", { exact: false }) as HTMLInputElement).value).toBe("");
  });

  it("shows the server's message when it refuses", async () => {
    server.on("POST", "/s/api/forms/submit", () => jsonResponse({ message: "You have sent this form several times. Please try again in 10 minutes." }, 429));
    renderForm();
    type("Name", "Asha");
    fireEvent.change(screen.getByLabelText("Topic", { exact: false }), { target: { value: "other" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    expect((await screen.findByRole("alert")).textContent).toContain("try again in 10 minutes");
  });
});
