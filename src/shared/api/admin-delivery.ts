// API contract of the back-office's delivery setup (issue 11): the active website's warehouses,
// the pincodes each serves, delivery charge rules, delivery slots and holidays. Paths are below
// /s. Every route answers 401 when signed out and 403 when the user is not an admin of the
// active website (nor a superadmin); an id that is not the active website's answers 404 in the
// path and 422 in a body. Errors are in the §8 shape {message, errors?}: 422 with a message per
// field for bad input, 409 for a clash (a pincode served elsewhere, a holiday already set) or a
// refused delete. Money crosses this API in rupees (at most 2 decimals) and is kept in paise.
import * as z from "zod/mini";
import { rupeesField } from "./rupees-field";
import { multiLine, singleLine } from "./text-field";
import { listQuery } from "./admin-catalogue";
import { PINCODE_PATTERN } from "../field-rules";
import { gstStateByCode } from "../gst/gst-states";

export const ADMIN_DELIVERY_PATH = "/api/admin/delivery";

/**
 * GET AdminWarehousesAnswer (every warehouse, the default first). POST WarehouseBody: 201
 * AdminWarehouse. The first warehouse of a website is its default whatever the body says.
 */
export const ADMIN_WAREHOUSES_PATH = `${ADMIN_DELIVERY_PATH}/warehouses`;
/**
 * PUT WarehouseBody: AdminWarehouse; making it the default makes the former default an ordinary
 * warehouse. DELETE: 204, or 409 with the reason (the only or the default warehouse, stock held,
 * open orders).
 */
export const adminWarehousePath = (id: number) => `${ADMIN_WAREHOUSES_PATH}/${id}`;
/**
 * GET AdminPincodesAnswer: the warehouse's pincodes by pincode. Query: q (pincode or area
 * contains), page, per_page. POST PincodesBody: 201 AdminPincodesAdded; 409 PINCODE_ELSEWHERE
 * when a pincode is served by another warehouse and `move` is not set (nothing is added).
 */
export const adminWarehousePincodesPath = (id: number) => `${adminWarehousePath(id)}/pincodes`;
/** PUT PincodeBody: renames its area or moves it to another warehouse: AdminPincode. DELETE: 204. */
export const adminPincodePath = (pincode: string) => `${ADMIN_DELIVERY_PATH}/pincodes/${pincode}`;

/** GET AdminChargesAnswer. POST ChargeBody: 201 AdminCharge. */
export const ADMIN_CHARGES_PATH = `${ADMIN_DELIVERY_PATH}/charges`;
/** PUT ChargeBody: AdminCharge. DELETE: 204, or 409 CHARGE_IN_USE. */
export const adminChargePath = (id: number) => `${ADMIN_CHARGES_PATH}/${id}`;

/** GET AdminSlotsAnswer; query warehouse_id narrows it to one warehouse. POST SlotBody: 201 AdminSlot. */
export const ADMIN_SLOTS_PATH = `${ADMIN_DELIVERY_PATH}/slots`;
/** PUT SlotBody: AdminSlot. DELETE: 204, or 409 SLOT_BOOKED while orders are booked into it from today on. */
export const adminSlotPath = (id: number) => `${ADMIN_SLOTS_PATH}/${id}`;

/**
 * GET AdminHolidaysAnswer: from today on, soonest first; with past=true the days before today,
 * latest first. Query page, per_page. POST HolidayBody: 201 AdminHoliday; 409 HOLIDAY_TAKEN.
 */
export const ADMIN_HOLIDAYS_PATH = `${ADMIN_DELIVERY_PATH}/holidays`;
/** PUT HolidayBody: AdminHoliday. DELETE: 204. */
export const adminHolidayPath = (id: number) => `${ADMIN_HOLIDAYS_PATH}/${id}`;

export const PINCODE_ELSEWHERE = (pincode: string, warehouse: string) => `${pincode} is already served by ${warehouse}; move it from there instead`;
export const PINCODE_TWICE = "Each pincode may be given once";
export const ONLY_WAREHOUSE = "This is the shop's only warehouse; add another one before deleting it";
export const DEFAULT_WAREHOUSE = "This is the default warehouse; make another warehouse the default first";
export const KEEP_A_DEFAULT = "Make another warehouse the default instead";
export const WAREHOUSE_HAS_STOCK = "This warehouse holds stock; set its stock to zero first";
export const WAREHOUSE_HAS_ORDERS = "Orders from this warehouse are still open; deliver or cancel them first";
export const CHARGE_IN_USE = "Warehouses use this charge rule; give them another rule first";
export const SLOT_BOOKED = "Orders are booked into this slot; make it inactive instead so no new orders take it";
export const HOLIDAY_TAKEN = "This day is already a holiday there";
export const UNKNOWN_CHARGE = "There is no such delivery charge rule in this shop";
export const END_BEFORE_START = "The slot must end after it starts";
export const UNKNOWN_STATE = "Choose the state from the list";

/** The most pincodes one request may add. */
export const MAX_PINCODES_AT_ONCE = 500;
export const MAX_CHARGE_RUPEES = 100_000;
export const MAX_SLOT_CAPACITY = 10_000;
/** A week: an order cannot be closed earlier than that before its slot. */
export const MAX_CUTOFF_MINUTES = 10_080;
export const NOTE_MAX = 200;
export const ADDRESS_MAX = 500;
export const AREA_MAX = 100;
export const ALL_WEEKDAYS = 0b1111111;
/** Weekday names in the schema's bit order: bit 0 is Sunday. */
export const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const PINCODE = PINCODE_PATTERN;
const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a calendar date such as 2028-02-29, false for 2026-02-30 or 2026-13-01. */
export function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const clean = (label: string, max: number) => z.string(`${label} must be text`).check(z.trim(), z.maxLength(max, `${label} may hold at most ${max} characters`), multiLine(label));
const name = z.string("The name must be text").check(z.trim(), z.minLength(1, "Give the name"), z.maxLength(100, "The name may hold at most 100 characters"), singleLine("The name"));
const id = (label: string) => z.int(`Give a ${label} id`).check(z.positive(`Give a ${label} id`), z.maximum(2_147_483_647, `There is no such ${label}`));
const rupees = (label: string, min: "zero" | "positive") => rupeesField({ label, min, max: MAX_CHARGE_RUPEES });
const pincode = z.string("A pincode must be text").check(z.trim(), z.regex(PINCODE, "A pincode is 6 digits and does not start with 0"));
const time = (label: string) => z.string(`${label} must be a time`).check(z.regex(HH_MM, `${label} must be a time as HH:mm (00:00 to 23:59)`));

export const warehouseBody = z.object({
  name,
  address: z._default(clean("The address", ADDRESS_MAX), ""),
  delivery_charge_id: z._default(z.nullable(id("delivery charge rule")), null),
  is_default: z._default(z.boolean("Default must be true or false"), false),
  // Shoppers may cancel their orders until this long before the slot starts (issue 33).
  cancel_cutoff_minutes: z._default(
    z
      .int("The cancel cut-off must be whole minutes")
      .check(z.minimum(0, "The cancel cut-off cannot be negative"), z.maximum(MAX_CUTOFF_MINUTES, `The cancel cut-off may be at most ${MAX_CUTOFF_MINUTES} minutes (a week)`)),
    120,
  ),
  // The GST state code of where it dispatches from (issue 34): its invoices name that state's
  // GSTIN as the seller's. Null: the state of the website's address.
  state_code: z._default(z.nullable(z.string(UNKNOWN_STATE).check(z.refine((code) => /^\d{2}$/.test(code) && gstStateByCode(code) !== null, UNKNOWN_STATE))), null),
});
export type WarehouseBody = z.input<typeof warehouseBody>;

export const pincodeEntry = z.object({ pincode, area: z._default(clean("The area", AREA_MAX), "") });
export const pincodesBody = z.object({
  pincodes: z.array(pincodeEntry, "Give a list of pincodes").check(
    z.minLength(1, "Give at least one pincode"),
    z.maxLength(MAX_PINCODES_AT_ONCE, `Add at most ${MAX_PINCODES_AT_ONCE} pincodes at once`),
    z.refine((list) => new Set(list.map((p) => p.pincode)).size === list.length, PINCODE_TWICE),
  ),
  /** Take pincodes another warehouse serves over to this one, rather than refusing them. */
  move: z._default(z.boolean("Move must be true or false"), false),
});
export type PincodesBody = z.input<typeof pincodesBody>;
export const pincodeBody = z.object({ warehouse_id: id("warehouse"), area: z._default(clean("The area", AREA_MAX), "") });
export type PincodeBody = z.input<typeof pincodeBody>;
export const pincodeParams = z.object({ pincode: z.string().check(z.regex(PINCODE, "A pincode is 6 digits and does not start with 0")) });

export const chargeBody = z.object({
  name,
  charge: rupees("The charge", "zero"),
  free_above: z._default(z.nullable(rupees("The free-above amount", "positive")), null),
});
export type ChargeBody = z.input<typeof chargeBody>;

export const slotBody = z
  .object({
    warehouse_id: id("warehouse"),
    weekdays: z.int("Choose the weekdays").check(z.minimum(1, "Choose at least one weekday"), z.maximum(ALL_WEEKDAYS, "Choose the weekdays")),
    start_time: time("The start"),
    end_time: time("The end"),
    capacity: z.int("The capacity must be a whole number").check(z.minimum(1, "The capacity must be at least 1"), z.maximum(MAX_SLOT_CAPACITY, `The capacity may be at most ${MAX_SLOT_CAPACITY}`)),
    cutoff_minutes: z._default(
      z
        .int("The cut-off must be whole minutes")
        .check(z.minimum(0, "The cut-off cannot be negative"), z.maximum(MAX_CUTOFF_MINUTES, `The cut-off may be at most ${MAX_CUTOFF_MINUTES} minutes (a week)`)),
      120,
    ),
    active: z._default(z.boolean("Active must be true or false"), true),
  })
  // "HH:mm" strings of equal length compare as times do.
  .check(z.refine((v) => v.end_time > v.start_time, { message: END_BEFORE_START, path: ["end_time"] }));
export type SlotBody = z.input<typeof slotBody>;

export const holidayBody = z.object({
  date: z.string("The date must be a date").check(z.regex(DATE, "The date must be YYYY-MM-DD"), z.refine(isRealDate, "There is no such date")),
  /** null: every warehouse of the website. */
  warehouse_id: z._default(z.nullable(id("warehouse")), null),
  note: z._default(clean("The note", NOTE_MAX), ""),
});
export type HolidayBody = z.input<typeof holidayBody>;

const ID_TEXT = /^[1-9]\d{0,9}$/;
export const slotListQuery = z.object({
  warehouse_id: z.optional(
    z
      .pipe(z.string("warehouse_id must be given once").check(z.regex(ID_TEXT, "warehouse_id must be a positive whole number")), z.transform(Number))
      .check(z.refine((n) => n <= 2_147_483_647, "warehouse_id is not a known id")),
  ),
});
export const holidayListQuery = z.extend(listQuery, { past: z.optional(z.enum(["true", "false"], "past must be true or false")) });

export interface ListMeta {
  total: number;
  page: number;
  per_page: number;
}

export interface AdminWarehouse {
  id: number;
  name: string;
  address: string;
  delivery_charge: { id: number; name: string } | null;
  is_default: boolean;
  /** Shoppers may cancel until this many minutes before their slot starts. */
  cancel_cutoff_minutes: number;
  /** The GST state code it dispatches from ("29"); null: the state of the website's address. */
  state_code: string | null;
  pincode_count: number;
  slot_count: number;
}
export interface AdminWarehousesAnswer {
  data: AdminWarehouse[];
}

export interface AdminPincode {
  pincode: string;
  area: string;
  warehouse_id: number;
}
export interface AdminPincodesAnswer {
  data: AdminPincode[];
  meta: ListMeta;
}
export interface AdminPincodesAdded {
  /** The pincodes now served by the warehouse, as given. */
  data: AdminPincode[];
  /** How many of them were taken over from another warehouse. */
  moved: number;
}

export interface AdminCharge {
  id: number;
  name: string;
  charge: number;
  /** Orders above this total are delivered free; null: never free. */
  free_above: number | null;
  warehouse_count: number;
}
export interface AdminChargesAnswer {
  data: AdminCharge[];
}

export interface AdminSlot {
  id: number;
  warehouse_id: number;
  weekdays: number;
  start_time: string;
  end_time: string;
  capacity: number;
  cutoff_minutes: number;
  active: boolean;
  /** Orders booked into it for today (shop time). */
  booked_today: number;
}
export interface AdminSlotsAnswer {
  data: AdminSlot[];
}

export interface AdminHoliday {
  id: number;
  date: string;
  /** null: every warehouse. */
  warehouse_id: number | null;
  note: string;
  /** Orders already booked into slots closed by this holiday: they are not moved by it. */
  orders_booked: number;
}
export interface AdminHolidaysAnswer {
  data: AdminHoliday[];
  meta: ListMeta;
}
