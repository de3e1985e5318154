// The legal GST rates for goods, as data with the days they apply, so an invoice dated before a
// rate change is checked against the rates of its own day.
//
// From 1 July 2017 (notification 1/2017-Central Tax (Rate)): 0.25, 3, 5, 12, 18 and 28 per cent,
// plus goods at nil rate. From 22 September 2025 (notification 9/2025-Central Tax (Rate), after
// the 56th GST Council): 0.25, 3, 5, 18 and the new 40; 12 per cent ended on 21 September 2025.
// 28 per cent did NOT end then: tobacco and pan masala stayed at 28 per cent (plus compensation
// cess) until notification 19/2025-Central Tax (Rate) moved them to 40 (biris to 18) from
// 1 February 2026 — a kirana sells cigarettes, so 28 lasts until 31 January 2026.
// (The 1.5 per cent rate on worked diamonds is left out: no grocery sells them.)
import type { GstRateKey } from "./invoice-document";

export interface GstRate {
  key: GstRateKey;
  /** 5 for 5%, 0.25 for 0.25%; 0 for exempt. */
  percent: number;
  /** "5%", "0.25%", "Exempt" */
  label: string;
  /** First day in force, YYYY-MM-DD (India). */
  from: string;
  /** Last day in force, YYYY-MM-DD; null while in force. */
  to: string | null;
}

const GST_START = "2017-07-01";

/**
 * Every rate, in the order a tax summary lists them. "exempt" is goods exempted by notification
 * (fresh milk, fresh vegetables, paneer): no tax on the invoice, like 0%, but GSTR-1 table 8
 * reports it as exempted rather than nil-rated, so it is kept apart.
 */
export const GST_RATES: readonly GstRate[] = [
  { key: "exempt", percent: 0, label: "Exempt", from: GST_START, to: null },
  { key: "0", percent: 0, label: "0%", from: GST_START, to: null },
  { key: "0.25", percent: 0.25, label: "0.25%", from: GST_START, to: null },
  { key: "3", percent: 3, label: "3%", from: GST_START, to: null },
  { key: "5", percent: 5, label: "5%", from: GST_START, to: null },
  { key: "12", percent: 12, label: "12%", from: GST_START, to: "2025-09-21" },
  { key: "18", percent: 18, label: "18%", from: GST_START, to: null },
  { key: "28", percent: 28, label: "28%", from: GST_START, to: "2026-01-31" },
  { key: "40", percent: 40, label: "40%", from: "2025-09-22", to: null },
];

const BY_KEY = new Map(GST_RATES.map((r) => [r.key, r]));

export function isGstRateKey(value: unknown): value is GstRateKey {
  return typeof value === "string" && BY_KEY.has(value as GstRateKey);
}

/** The rate of a key; throws for a key that is not a rate. */
export function gstRate(key: GstRateKey): GstRate {
  const rate = BY_KEY.get(key);
  if (!rate) throw new RangeError(`not a GST rate: ${String(key)}`);
  return rate;
}

function checkDay(isoDate: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`not a YYYY-MM-DD day: ${isoDate}`);
}

const inForce = (rate: GstRate, day: string) => rate.from <= day && (rate.to === null || day <= rate.to);

/** The rates in force on a day (YYYY-MM-DD, the shop's calendar), in GST_RATES order. */
export function ratesInForce(isoDate: string): GstRate[] {
  checkDay(isoDate);
  return GST_RATES.filter((r) => inForce(r, isoDate));
}

export function rateInForce(key: GstRateKey, isoDate: string): boolean {
  checkDay(isoDate);
  return inForce(gstRate(key), isoDate);
}

/** Hundredths of a percent, so tax is worked out in integers: 5% → 500, 0.25% → 25, exempt → 0. */
export const rateBasisPoints = (key: GstRateKey): number => Math.round(gstRate(key).percent * 100);

/** Whether tax is charged at this rate: false for exempt and 0%. */
export const isTaxable = (key: GstRateKey): boolean => rateBasisPoints(key) > 0;
