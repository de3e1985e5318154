// The Messages screen: a switch per event with the shared labels, flipping one saves only that
// event and shows what the server answered (a refusal puts it back); the recent messages with
// their order, channel, status and reason; the status filter asks the server again.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { MessageSettingsAnswer, RecentMessage } from "../../shared/api/admin-messages";
import { MESSAGE_EVENT_LABELS } from "../../shared/order-messages";
import { adminServer, openAt, page } from "../parts/admin-testing";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

const SETTINGS = "/s/api/admin/messages/settings";
const RECENT = "/s/api/admin/messages";
const settings = (over: Partial<MessageSettingsAnswer["events"]> = {}): MessageSettingsAnswer => ({
  events: { placed: true, out_for_delivery: true, delivered: true, cancelled: true, refunded: true, back_in_stock: true, ...over },
});
const message = (over: Partial<RecentMessage>): RecentMessage => ({
  id: 1,
  event: "placed",
  channel: "sms",
  order_number: "FB100023",
  product: null,
  status: "sent",
  attempts: 1,
  last_error: "",
  created_at: "2026-06-01T04:30:00.000Z",
  next_attempt_at: null,
  sent_at: "2026-06-01T04:30:05.000Z",
  ...over,
});

describe("the Messages screen", { timeout: 20_000 }, () => {
  it("shows a switch per event and the recent messages with their reasons", async () => {
    server.on("GET", SETTINGS, () => jsonResponse(settings({ delivered: false })));
    server.on("GET", RECENT, () =>
      jsonResponse(
        page([
          message({ id: 3, channel: "email", status: "skipped", last_error: "The shopper gave no email address" }),
          message({
            id: 2,
            event: "back_in_stock",
            order_number: null,
            product: "Toor Dal, 1 kg",
            status: "pending",
            attempts: 2,
            last_error: "MSG91 did not take the message: Busy",
            sent_at: null,
            next_attempt_at: "2026-06-01T05:00:00.000Z",
          }),
        ]),
      ),
    );
    openAt("/messages");
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" }, { timeout: 5000 })).toBeTruthy();
    const placed = screen.getByRole("switch", { name: MESSAGE_EVENT_LABELS.placed }) as HTMLInputElement;
    expect(placed.checked).toBe(true);
    expect((screen.getByRole("switch", { name: MESSAGE_EVENT_LABELS.delivered }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByRole("switch")).toHaveLength(6);

    const table = screen.getByRole("table", { name: "Recent messages" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByRole("link", { name: "Order FB100023" }).getAttribute("href")).toBe("/bos/admin/orders/FB100023");
    expect(rows[0]!.textContent).toContain("Email");
    expect(rows[0]!.textContent).toContain("Not sent");
    expect(rows[0]!.textContent).toContain("The shopper gave no email address");
    expect(rows[1]!.textContent).toContain("Toor Dal, 1 kg");
    expect(rows[1]!.textContent).toContain("Waiting");
    expect(rows[1]!.textContent).toContain("Next try");
  });

  it("saves only the flipped event, and keeps the switch as it was when the server refuses", async () => {
    const user = userEvent.setup();
    server.on("GET", SETTINGS, () => jsonResponse(settings()));
    server.on("GET", RECENT, () => jsonResponse(page([])));
    const answers = [jsonResponse(settings({ cancelled: false })), jsonResponse({ message: "Something is wrong" }, 422)];
    server.on("PUT", SETTINGS, () => answers.shift()!);
    openAt("/messages");
    const cancelled = (await screen.findByRole("switch", { name: MESSAGE_EVENT_LABELS.cancelled }, { timeout: 5000 })) as HTMLInputElement;
    expect(screen.getByText("No messages yet.")).toBeTruthy();

    await user.click(cancelled);
    await vi.waitFor(() => expect(cancelled.checked).toBe(false));
    const refunded = screen.getByRole("switch", { name: MESSAGE_EVENT_LABELS.refunded }) as HTMLInputElement;
    await vi.waitFor(() => expect(refunded.disabled).toBe(false));
    await user.click(refunded);
    expect(await screen.findByText("Something is wrong")).toBeTruthy();
    expect(refunded.checked).toBe(true);
    const puts = server.calls.filter((c) => c.method === "PUT").map((c) => c.body);
    expect(puts).toEqual([{ events: { cancelled: false } }, { events: { refunded: false } }]);
  });

  it("asks the server again for the chosen status", async () => {
    const user = userEvent.setup();
    server.on("GET", SETTINGS, () => jsonResponse(settings()));
    server.on("GET", RECENT, () => jsonResponse(page([message({})])));
    openAt("/messages");
    const status = await screen.findByRole("combobox", { name: "Status" }, { timeout: 5000 });
    await user.selectOptions(status, "failed");
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === RECENT && c.query.get("status") === "failed")).toBe(true));
  });
});
