// API contract of the back office's Messages screen (issue 33, ADR 0079): which order messages
// the active website sends, and the messages it sent lately. Paths are below /s. Every route
// answers 401 when signed out and 403 when the user is not an admin of the active website (nor
// a superadmin). Errors are in the §8 shape {message, errors?}: 422 with a message per field.
import * as z from "zod/mini";
import { listQuery, type ListMeta } from "./admin-catalogue";
import { MESSAGE_EVENT_LABELS, MESSAGE_EVENTS, type MessageChannel, type MessageEvent } from "../order-messages";

/** GET MessageSettingsAnswer. PUT MessageSettingsBody (the events to change; others stay): MessageSettingsAnswer. */
export const ADMIN_MESSAGE_SETTINGS_PATH = "/api/admin/messages/settings";
/** GET RecentMessagesAnswer: the website's messages, newest first. Query: status (one of MESSAGE_STATUSES), page, per_page (default 20). */
export const ADMIN_MESSAGES_PATH = "/api/admin/messages";

/** pending → sent, or skipped (turned off, nowhere to send it), or failed after its last try. */
export const MESSAGE_STATUSES = ["pending", "sent", "skipped", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface MessageSettingsAnswer {
  /** Every event, on or off. */
  events: Record<MessageEvent, boolean>;
}

const onOff = (event: MessageEvent) => z.optional(z.boolean(`${MESSAGE_EVENT_LABELS[event]}: give true (on) or false (off)`));

export const messageSettingsBody = z.object({
  events: z.strictObject(
    {
      placed: onOff("placed"),
      out_for_delivery: onOff("out_for_delivery"),
      delivered: onOff("delivered"),
      cancelled: onOff("cancelled"),
      refunded: onOff("refunded"),
      back_in_stock: onOff("back_in_stock"),
    },
    `Give the events as an object of ${MESSAGE_EVENTS.join(", ")}, each true or false`,
  ),
});
export type MessageSettingsBody = z.input<typeof messageSettingsBody>;

export const recentMessagesQuery = z.extend(z.pick(listQuery, { page: true, per_page: true }), {
  status: z.optional(z.enum(MESSAGE_STATUSES, `status must be one of ${MESSAGE_STATUSES.join(", ")}`)),
});

export interface RecentMessage {
  id: number;
  event: MessageEvent;
  channel: MessageChannel;
  /** The order it is about; null for a "back in stock" message. */
  order_number: string | null;
  /** The product and pack of a "back in stock" message; null for an order's. */
  product: string | null;
  status: MessageStatus;
  attempts: number;
  /** Why the last try failed, or why it was skipped; "" otherwise. */
  last_error: string;
  created_at: string;
  /** When a pending message is next tried; null once it is done. */
  next_attempt_at: string | null;
  sent_at: string | null;
}

export interface RecentMessagesAnswer {
  data: RecentMessage[];
  meta: ListMeta;
}
