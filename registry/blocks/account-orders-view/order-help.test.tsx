import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { demoOrderDetail } from "../../../src/client/testing/account-fixtures";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import type { OrderDetail } from "../../../src/shared/api/account";
import { REPORT_WINDOW_CLOSED, type OrderReport } from "../../../src/shared/api/order-reports";
import { formatDate } from "../../../src/shared/date-format";
import AccountOrdersViewBlock from "./account-orders-view-block";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const UNTIL = "2025-06-05T05:00:00.000Z";
const delivered = (over: Partial<OrderDetail> = {}) =>
  demoOrderDetail({
    status: "delivered",
    status_label: "Delivered",
    cancel: { allowed: false, until: null, note: "" },
    report: { allowed: true, until: UNTIL, note: "" },
    ...over,
  });

const report = (over: Partial<OrderReport> = {}): OrderReport => ({
  id: 3,
  item_id: 71,
  name: "Shubh Pooja Kumkum Powder",
  pack: "50 g",
  kind: "damaged",
  kind_label: "Damaged",
  quantity: 1,
  note: "The packet was torn open",
  photo_url: "/s/api/account/reports/3/photo",
  status: "open",
  status_label: "Being looked into",
  outcome: "",
  refund_amount: 0,
  refund_by: null,
  refund_status: null,
  reported_at: "2025-06-03T06:00:00.000Z",
  resolved_at: null,
  ...over,
});

const show = () => renderScreen(<AccountOrdersViewBlock {...screenProps("account-orders-view", "Order Details")} />, { path: "/account/orders/:id", url: "/account/orders/7" });
const helpSection = () => screen.findByRole("region", { name: "Problems with this order" });

describe("reporting a problem with a delivered order", () => {
  it("checks the fields before sending, then sends the report as a form and shows it on the order", async () => {
    server.on("GET", "/s/api/account/orders/7", () => jsonResponse(delivered()));
    server.on("POST", "/s/api/account/orders/7/reports", () => jsonResponse(delivered({ reports: [report()] }), 201));
    const user = userEvent.setup();
    show();
    const help = await helpSection();
    expect(within(help).getByText(formatDate(UNTIL, true))).toBeTruthy();
    await user.click(within(help).getByRole("button", { name: "Report a problem" }));
    const dialog = await screen.findByRole("dialog", { name: "Report a problem" });

    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText("Choose an item of this order")).toBeTruthy();
    expect(within(dialog).getByText("Choose what happened")).toBeTruthy();
    expect(within(dialog).getByText("Note is required")).toBeTruthy();
    expect(server.calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Item/ }), "Shubh Pooja Kumkum Powder, 50 g (2 ordered)");
    await user.click(within(dialog).getByRole("radio", { name: "Damaged" }));
    const howMany = within(dialog).getByRole("spinbutton", { name: /How many/ });
    await user.clear(howMany);
    await user.type(howMany, "3");
    await user.type(within(dialog).getByRole("textbox", { name: /Note/ }), "The packet was torn open");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText("You can report at most 2 of this item")).toBeTruthy();

    await user.clear(howMany);
    await user.type(howMany, "1");
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "torn.jpg", { type: "image/jpeg" });
    await user.upload(within(dialog).getByLabelText(/Photo/), photo);
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));

    const reports = await within(help).findByRole("list", { name: "Your reports" });
    expect(within(reports).getByText("Damaged: Shubh Pooja Kumkum Powder, 50 g × 1")).toBeTruthy();
    expect(within(reports).getByText("Being looked into")).toBeTruthy();
    expect(within(reports).getByRole("img", { name: "Your photo of Shubh Pooja Kumkum Powder" }).getAttribute("src")).toBe("/s/api/account/reports/3/photo");
    const sent = server.calls.find((c) => c.method === "POST")!.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([name]) => name !== "photo"))).toEqual({ item_id: "71", kind: "damaged", quantity: "1", note: "The packet was torn open" });
    expect((sent.get("photo") as File).name).toBe("torn.jpg");
  });

  it("says a photo of another kind at its field, before sending", async () => {
    server.on("GET", "/s/api/account/orders/7", () => jsonResponse(delivered()));
    const user = userEvent.setup({ applyAccept: false });
    show();
    await user.click(within(await helpSection()).getByRole("button", { name: "Report a problem" }));
    const dialog = await screen.findByRole("dialog", { name: "Report a problem" });
    await user.upload(within(dialog).getByLabelText(/Photo/), new File(["GIF89a"], "spin.gif", { type: "image/gif" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText("The photo must be a JPEG, PNG or WebP picture")).toBeTruthy();
  });

  it("shows a refund with the shop's words, and a rejection with the shop's reason", async () => {
    server.on("GET", "/s/api/account/orders/7", () =>
      jsonResponse(
        delivered({
          report: { allowed: false, until: UNTIL, note: REPORT_WINDOW_CLOSED, code: "window_closed" },
          reports: [
            report({ status: "resolved", status_label: "Refunded", refund_amount: 22, refund_by: "provider", refund_status: "processed", outcome: "Sorry about that!" }),
            report({
              id: 4,
              item_id: 72,
              name: "Aashirvaad Atta",
              pack: "5 kg",
              kind: "missing",
              kind_label: "Missing",
              photo_url: null,
              status: "rejected",
              status_label: "Not accepted",
              outcome: "It was delivered; the rider has a photo",
            }),
            report({ id: 5, status: "resolved", status_label: "Refunded", refund_amount: 22, refund_by: "shop" }),
          ],
        }),
      ),
    );
    show();
    const help = await helpSection();
    const items = within(within(help).getByRole("list", { name: "Your reports" })).getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("₹22.00 has been refunded to your payment method.");
    expect(items[0]!.textContent).toContain("The shop says: “Sorry about that!”");
    expect(items[1]!.textContent).toContain("Not accepted");
    expect(items[1]!.textContent).toContain("The shop's reason: “It was delivered; the rider has a photo”");
    expect(items[2]!.textContent).toContain("₹22.00 will be given back to you by the shop, in cash or by UPI.");
    // Past the 48 hours: no button, a sentence saying why.
    expect(within(help).queryByRole("button", { name: "Report a problem" })).toBeNull();
    expect(within(help).getByText(`${REPORT_WINDOW_CLOSED}; for this order that was until ${formatDate(UNTIL, true)}.`)).toBeTruthy();
  });

  it("has nothing to say about an order that was never delivered", async () => {
    server.on("GET", "/s/api/account/orders/7", () => jsonResponse(demoOrderDetail()));
    show();
    expect(await screen.findByRole("heading", { name: "Order #KD-2506-1007" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Problems with this order" })).toBeNull();
  });
});
