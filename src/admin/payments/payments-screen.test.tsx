// The Payments screen: stored secrets shown only as "•••• last 4" and never put in a field, the
// body a save sends (methods in their order, blank secrets kept), the server's 422 under its
// field, "Check keys" saying plainly what the provider said, and the webhook addresses.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { PaymentKeysAnswer } from "../../shared/api/admin-payments";
import { adminServer, openAt } from "../parts/admin-testing";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

const API = "/s/api/admin/payments";
const stored = (over: Partial<PaymentKeysAnswer> = {}): PaymentKeysAnswer => ({
  methods: ["cod", "razorpay"],
  razorpay: { key_id: "rzp_live_Abc123", key_secret: "•••• 9xQz", webhook_secret: null },
  cashfree: { client_id: "", client_secret: null, mode: "production" },
  webhook_urls: { razorpay: "https://fresh.example.in/s/api/webhooks/razorpay", cashfree: "https://fresh.example.in/s/api/webhooks/cashfree" },
  secrets_key_set: true,
  sandbox_stands_in: false,
  ...over,
});
const writes = () => server.calls.filter((c) => c.method !== "GET").map((c) => ({ call: `${c.method} ${c.path}`, body: c.body }));

describe("the Payments screen", { timeout: 20_000 }, () => {
  it("shows stored secrets masked in hints, never in a field, and the webhook addresses", async () => {
    server.on("GET", API, () => jsonResponse(stored()));
    openAt("/payments");
    const form = await screen.findByRole("form", { name: "Payment settings" }, { timeout: 5000 });
    expect((within(form).getByRole("textbox", { name: /^Key id/ }) as HTMLInputElement).value).toBe("rzp_live_Abc123");
    const secret = within(form).getByLabelText(/^Key secret/) as HTMLInputElement;
    expect(secret.type).toBe("password");
    expect(secret.value).toBe("");
    expect(within(form).getByText("Stored: •••• 9xQz. Leave blank to keep it.")).toBeTruthy();
    expect(within(form).getByText("No webhook secret stored yet.")).toBeTruthy();
    expect(within(form).getByText("https://fresh.example.in/s/api/webhooks/razorpay")).toBeTruthy();
    expect(within(form).getByText("https://fresh.example.in/s/api/webhooks/cashfree")).toBeTruthy();
    expect((within(form).getByRole("checkbox", { name: "Cash on delivery" }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole("checkbox", { name: "Cashfree" }) as HTMLInputElement).checked).toBe(false);
  });

  it("saves methods in their new order with blank secrets kept, and shows the server's 422 under its field", async () => {
    const user = userEvent.setup();
    server.on("GET", API, () => jsonResponse(stored()));
    const answers = [
      jsonResponse({ message: "Give the secret key", errors: { "cashfree.client_secret": "Give the secret key" } }, 422),
      jsonResponse(stored({ methods: ["razorpay", "cod", "cashfree"], cashfree: { client_id: "CF998877", client_secret: "•••• 4455", mode: "sandbox" } })),
    ];
    server.on("PUT", API, () => answers.shift()!);
    openAt("/payments");
    const form = await screen.findByRole("form", { name: "Payment settings" }, { timeout: 5000 });
    await user.click(within(form).getByRole("button", { name: "Move Razorpay up" }));
    await user.click(within(form).getByRole("checkbox", { name: "Cashfree" }));
    await user.type(within(form).getByRole("textbox", { name: /^App id/ }), "CF998877");
    await user.selectOptions(within(form).getByRole("combobox", { name: /^Mode/ }), "sandbox");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    const cfSecret = within(form).getByLabelText(/^Secret key/);
    expect((await within(form).findByRole("alert")).textContent).toBe("Give the secret key");
    expect(cfSecret.getAttribute("aria-invalid")).toBe("true");
    expect(writes()[0]).toEqual({
      call: `PUT ${API}`,
      body: {
        methods: ["razorpay", "cod", "cashfree"],
        razorpay: { key_id: "rzp_live_Abc123", key_secret: "", webhook_secret: "" },
        cashfree: { client_id: "CF998877", client_secret: "", mode: "sandbox" },
      },
    });

    await user.type(cfSecret, "cf-typed-secret-value");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    expect((writes()[1]!.body as { cashfree: { client_secret: string } }).cashfree.client_secret).toBe("cf-typed-secret-value");
    // The saved answer starts the form again: the secret field is blank, its hint shows the mask.
    const again = await screen.findByText("Stored: •••• 4455. Leave blank to keep it.");
    expect(again).toBeTruthy();
    expect((screen.getByLabelText(/^Secret key/) as HTMLInputElement).value).toBe("");
  });

  it("says plainly whether the keys work", async () => {
    const user = userEvent.setup();
    server.on("GET", API, () => jsonResponse(stored()));
    const answers = [jsonResponse({ ok: false, message: "Razorpay refused these keys: check the key id and key secret." }), jsonResponse({ ok: true, message: "Razorpay accepted these keys." })];
    server.on("POST", `${API}/check`, () => answers.shift()!);
    openAt("/payments");
    const form = await screen.findByRole("form", { name: "Payment settings" }, { timeout: 5000 });
    const check = within(form).getByRole("button", { name: "Check Razorpay keys" });
    await user.click(check);
    expect(await within(form).findByText("✗ Razorpay refused these keys: check the key id and key secret.")).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Key secret/), "new-typed-secret");
    await user.click(check);
    expect(await within(form).findByText("✓ Razorpay accepted these keys.")).toBeTruthy();
    expect(writes().map((w) => w.body)).toEqual([{ razorpay: { key_id: "rzp_live_Abc123", key_secret: "" } }, { razorpay: { key_id: "rzp_live_Abc123", key_secret: "new-typed-secret" } }]);
  });

  it("tells the operator when the server cannot store keys", async () => {
    server.on("GET", API, () => jsonResponse(stored({ secrets_key_set: false })));
    openAt("/payments");
    expect(await screen.findByText(/This server has no SECRETS_KEY/, undefined, { timeout: 5000 })).toBeTruthy();
  });
});
