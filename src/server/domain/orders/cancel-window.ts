// Until when a shopper may cancel their own order (issue 33): until the cut-off of each
// warehouse the order is delivered from (warehouses.cancel_cutoff_minutes before the slot
// starts, on the shop's clock); the earliest delivery decides. The shop itself may cancel later
// (admin-order-changes); the shopper, after that, is told why the button is gone.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { OrderCancelWindow } from "../../../shared/api/account";
import { shopMidnight, shopMomentText } from "../../../shared/shop-time";
import { cancellable } from "../admin-orders/admin-order-moves";
import { defaultIntl, text, type ServerText } from "../server-text";
import type { IntlShape } from "@formatjs/intl";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A delivery whose slot or warehouse was since deleted keeps the usual notice. */
export const DEFAULT_CANCEL_CUTOFF_MINUTES = 120;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** server.outForDeliveryNoCancel's English. */
export const ON_ITS_WAY = "Your order is out for delivery, so it can no longer be cancelled";

/** The moment cancelling closes for each delivery of the order; the earliest, with its notice. */
export async function cancelCutoff(db: Db | Tx, orderId: number): Promise<{ until: Date; minutes: number } | null> {
  const rows = await db
    .select({ date: t.orderDeliveries.date, start: t.orderDeliveries.startTime, minutes: t.warehouses.cancelCutoffMinutes })
    .from(t.orderDeliveries)
    .leftJoin(t.deliverySlots, eq(t.deliverySlots.id, t.orderDeliveries.slotId))
    .leftJoin(t.warehouses, eq(t.warehouses.id, t.deliverySlots.warehouseId))
    .where(eq(t.orderDeliveries.orderId, orderId))
    .orderBy(asc(t.orderDeliveries.date), asc(t.orderDeliveries.startTime));
  let earliest: { until: Date; minutes: number } | null = null;
  for (const row of rows) {
    const minutes = row.minutes ?? DEFAULT_CANCEL_CUTOFF_MINUTES;
    const until = new Date(shopMidnight(row.date).getTime() + (minutesOf(row.start) - minutes) * 60_000);
    if (!earliest || until < earliest.until) earliest = { until, minutes };
  }
  return earliest;
}

/** Whether the order may be cancelled by its shopper at `now`, and if not, why in words (`intl`'s; English without it). */
export function cancelWindowOf(order: { status: string; channel: string }, cutoff: { until: Date; minutes: number } | null, now: Date, intl: IntlShape<string> = defaultIntl("en")): OrderCancelWindow {
  const until = cutoff?.until.toISOString() ?? null;
  const why = cancelClosedWhy(order, cutoff, now);
  if (why === undefined) return { allowed: true, until, note: "" };
  return { allowed: false, until, note: why ? why.in(intl) : "" };
}

/**
 * Why the shopper may no longer cancel, as a message to say in their language (issue 35): null
 * when it is closed with nothing more to say, undefined while it is open.
 */
export function cancelClosedWhy(order: { status: string; channel: string }, cutoff: { until: Date; minutes: number } | null, now: Date): ServerText | null | undefined {
  // A counter sale is undone at the counter (a void); it has no slot to cancel before.
  if (order.channel === "pos" || !cancellable(order.status)) return order.status === "out_for_delivery" ? text("server.outForDeliveryNoCancel") : null;
  if (cutoff && now >= cutoff.until) {
    const at = cutoff.until;
    const moment = (locale: string) => (locale.startsWith("hi") ? HINDI_MOMENT.format(at) : shopMomentText(at));
    return text("server.cancelClosed", { moment, span: spanText(cutoff.minutes) });
  }
  return undefined;
}

// shopMomentText's moment ("Sat, 28 Nov, 07:00") as Hindi writes it.
const HINDI_MOMENT = new Intl.DateTimeFormat("hi-IN", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Kolkata" });

/** minutesText's span ("2 hours", "90 minutes", "1 day") as a message. */
export function spanText(minutes: number): ServerText {
  if (minutes % 1440 === 0 && minutes >= 1440) return text("server.spanDays", { count: minutes / 1440 });
  if (minutes % 60 === 0 && minutes >= 60) return text("server.spanHours", { count: minutes / 60 });
  return text("server.spanMinutes", { count: minutes });
}
