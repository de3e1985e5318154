import { describe, expect, it } from "vitest";
import { nextSlot, shopPeriodStart, slotOptions, type BookableSlot, type SlotRule } from "./next-slot";

// Shop time is IST (UTC+05:30). 2026-03-10 is a Tuesday; 2026-03-11 a Wednesday.
const ist = (local: string) => new Date(`${local}+05:30`);
const EVERY_DAY = 0b1111111;
const day = (...weekdays: number[]) => weekdays.reduce((mask, d) => mask | (1 << d), 0);

const slot = (startTime: string, endTime: string, over: Partial<SlotRule> = {}): SlotRule => ({
  weekdays: EVERY_DAY,
  startTime,
  endTime,
  cutoffMinutes: 120,
  active: true,
  ...over,
});

// Indiranagar Hub's slots, each closing two hours before it starts.
const INDIRANAGAR = [slot("07:00", "10:00"), slot("10:00", "13:00"), slot("17:00", "20:00"), slot("20:00", "22:00")];

describe("nextSlot", () => {
  it("offers the first slot whose cut-off has not passed today", () => {
    expect(nextSlot(INDIRANAGAR, ist("2026-03-10T04:59:59"))).toEqual({ del_date: "2026-03-10", del_start_time: "07:00", del_end_time: "10:00" });
    // At the cut-off instant itself the slot is closed.
    expect(nextSlot(INDIRANAGAR, ist("2026-03-10T05:00:00"))).toEqual({ del_date: "2026-03-10", del_start_time: "10:00", del_end_time: "13:00" });
    expect(nextSlot(INDIRANAGAR, ist("2026-03-10T09:30:00"))).toEqual({ del_date: "2026-03-10", del_start_time: "17:00", del_end_time: "20:00" });
    expect(nextSlot(INDIRANAGAR, ist("2026-03-10T17:59:00"))).toEqual({ del_date: "2026-03-10", del_start_time: "20:00", del_end_time: "22:00" });
  });

  it("rolls to tomorrow's first slot past the last cut-off", () => {
    expect(nextSlot(INDIRANAGAR, ist("2026-03-10T18:00:00"))).toEqual({ del_date: "2026-03-11", del_start_time: "07:00", del_end_time: "10:00" });
    expect(nextSlot(INDIRANAGAR, ist("2026-03-10T23:59:59"))).toEqual({ del_date: "2026-03-11", del_start_time: "07:00", del_end_time: "10:00" });
  });

  it("rolls over the end of a month and a year", () => {
    expect(nextSlot(INDIRANAGAR, ist("2026-12-31T21:00:00"))).toEqual({ del_date: "2027-01-01", del_start_time: "07:00", del_end_time: "10:00" });
    expect(nextSlot(INDIRANAGAR, ist("2028-02-28T21:00:00"))).toMatchObject({ del_date: "2028-02-29" });
  });

  it("takes the rules in order of start time, whatever order they are stored in", () => {
    const shuffled = [INDIRANAGAR[3]!, INDIRANAGAR[1]!, INDIRANAGAR[2]!, INDIRANAGAR[0]!];
    expect(nextSlot(shuffled, ist("2026-03-10T01:00:00"))).toMatchObject({ del_start_time: "07:00" });
  });

  it("skips the weekdays a slot does not run on", () => {
    // Sundays only (bit 0): from Tuesday 10 March the next one is Sunday 15 March.
    expect(nextSlot([slot("09:00", "12:00", { weekdays: day(0) })], ist("2026-03-10T06:00:00"))).toEqual({
      del_date: "2026-03-15",
      del_start_time: "09:00",
      del_end_time: "12:00",
    });
    // Weekdays Monday–Friday: from Friday evening the next is Monday.
    const weekdays = [slot("09:00", "12:00", { weekdays: day(1, 2, 3, 4, 5) })];
    expect(nextSlot(weekdays, ist("2026-03-13T20:00:00"))).toMatchObject({ del_date: "2026-03-16" });
    // Two rules on different days: the sooner day wins even though its slot starts later.
    const mixed = [slot("07:00", "09:00", { weekdays: day(5) }), slot("18:00", "20:00", { weekdays: day(3) })];
    expect(nextSlot(mixed, ist("2026-03-10T20:00:00"))).toMatchObject({ del_date: "2026-03-11", del_start_time: "18:00" });
  });

  it("waits a whole week for a slot that runs only today when today's cut-off has passed", () => {
    const tuesdays = [slot("09:00", "12:00", { weekdays: day(2) })];
    expect(nextSlot(tuesdays, ist("2026-03-10T06:59:59"))).toMatchObject({ del_date: "2026-03-10" });
    expect(nextSlot(tuesdays, ist("2026-03-10T07:00:00"))).toMatchObject({ del_date: "2026-03-17" });
  });

  it("reads the date and weekday on the shop's clock, not UTC's, around IST midnight", () => {
    // 19:00 UTC on Tuesday 10 March is already 00:30 on Wednesday 11 March in India.
    const wednesdays = [slot("07:00", "10:00", { weekdays: day(3) })];
    expect(nextSlot(wednesdays, new Date("2026-03-10T19:00:00Z"))).toEqual({ del_date: "2026-03-11", del_start_time: "07:00", del_end_time: "10:00" });
    // One minute before IST midnight (18:29 UTC) it is still Tuesday: the same Wednesday slot.
    expect(nextSlot(wednesdays, new Date("2026-03-10T18:29:00Z"))).toMatchObject({ del_date: "2026-03-11" });
    // A Tuesday-only slot seen at 00:30 IST Wednesday is six days away, not today.
    const tuesdays = [slot("07:00", "10:00", { weekdays: day(2) })];
    expect(nextSlot(tuesdays, new Date("2026-03-10T19:00:00Z"))).toMatchObject({ del_date: "2026-03-17" });
    // Just after IST midnight a 00:30 slot without cut-off is still open, and closes at 00:30.
    const late = [slot("00:30", "02:00", { cutoffMinutes: 0 })];
    expect(nextSlot(late, new Date("2026-03-10T18:30:00Z"))).toMatchObject({ del_date: "2026-03-11", del_start_time: "00:30" });
    expect(nextSlot(late, new Date("2026-03-10T19:00:00Z"))).toMatchObject({ del_date: "2026-03-12" });
  });

  it("closes an early-morning slot the evening before when its cut-off reaches back past midnight", () => {
    // 01:00 with a 120-minute cut-off closes at 23:00 the day before.
    const early = [slot("01:00", "03:00")];
    expect(nextSlot(early, ist("2026-03-10T22:59:00"))).toMatchObject({ del_date: "2026-03-11", del_start_time: "01:00" });
    expect(nextSlot(early, ist("2026-03-10T23:00:00"))).toMatchObject({ del_date: "2026-03-12", del_start_time: "01:00" });
  });

  it("ignores inactive rules and answers null without an active one", () => {
    expect(nextSlot([], ist("2026-03-10T06:00:00"))).toBeNull();
    expect(
      nextSlot(
        INDIRANAGAR.map((r) => ({ ...r, active: false })),
        ist("2026-03-10T06:00:00"),
      ),
    ).toBeNull();
    const one = [slot("07:00", "10:00", { active: false }), slot("10:00", "13:00")];
    expect(nextSlot(one, ist("2026-03-10T04:00:00"))).toMatchObject({ del_start_time: "10:00" });
  });

  it("answers null for a rule that runs on no weekday", () => {
    expect(nextSlot([slot("07:00", "10:00", { weekdays: 0 })], ist("2026-03-10T04:00:00"))).toBeNull();
  });
});

describe("holidays", () => {
  const closed = (...dates: string[]) => ({ closedDates: new Set(dates) });

  it("skips a holiday to the next day the slot runs", () => {
    const rules = INDIRANAGAR.map((r) => ({ ...r, ...closed("2026-03-10") }));
    expect(nextSlot(rules, ist("2026-03-10T04:00:00"))).toEqual({ del_date: "2026-03-11", del_start_time: "07:00", del_end_time: "10:00" });
    // Several in a row, across a month's end.
    const run = [slot("09:00", "12:00", closed("2026-03-31", "2026-04-01", "2026-04-02"))];
    expect(nextSlot(run, ist("2026-03-30T20:00:00"))).toMatchObject({ del_date: "2026-04-03" });
  });

  it("closes only the rules it is given for: another warehouse's slots still run that day", () => {
    const mixed = [slot("07:00", "10:00", closed("2026-03-10")), slot("17:00", "20:00")];
    expect(nextSlot(mixed, ist("2026-03-10T04:00:00"))).toMatchObject({ del_date: "2026-03-10", del_start_time: "17:00" });
  });

  it("reads the holiday on the shop's date, not UTC's", () => {
    // 19:00 UTC on 10 March is 00:30 on 11 March in India: a holiday on the 11th closes that day.
    const rules = [slot("07:00", "10:00", closed("2026-03-11"))];
    expect(nextSlot(rules, new Date("2026-03-10T19:00:00Z"))).toMatchObject({ del_date: "2026-03-12" });
    expect(nextSlot([slot("07:00", "10:00", closed("2026-03-10"))], new Date("2026-03-10T19:00:00Z"))).toMatchObject({ del_date: "2026-03-11" });
  });

  it("answers null when every day within reach is a holiday", () => {
    const days = Array.from({ length: 9 }, (_, i) => `2026-03-${String(10 + i).padStart(2, "0")}`);
    expect(nextSlot([slot("09:00", "12:00", closed(...days))], ist("2026-03-10T04:00:00"))).toBeNull();
  });

  it("leaves a holiday's slots out of checkout's options, other days untouched", () => {
    const bookable = (id: number, startTime: string, endTime: string, over: Partial<BookableSlot> = {}): BookableSlot => ({ ...slot(startTime, endTime), id, capacity: 10, ...over });
    const rules = [bookable(1, "07:00", "10:00", closed("2026-03-11")), bookable(2, "17:00", "20:00", closed("2026-03-11"))];
    const options = slotOptions(rules, () => 0, ist("2026-03-10T04:00:00"));
    expect([...new Set(options.map((o) => o.del_date))]).toEqual(["2026-03-10", "2026-03-12", "2026-03-13"]);
    expect(options.filter((o) => o.del_date === "2026-03-10").map((o) => o.slot_id)).toEqual([1, 2]);
    // Without holidays the 11th is offered.
    expect(
      slotOptions(
        rules.map((r) => ({ ...r, closedDates: undefined })),
        () => 0,
        ist("2026-03-10T04:00:00"),
      ).some((o) => o.del_date === "2026-03-11"),
    ).toBe(true);
  });
});

describe("shopPeriodStart", () => {
  it("starts the day and the month at India's midnight, not UTC's", () => {
    // 30 Nov 20:00 UTC is 1 Dec 01:30 in India: the shop's day and month are December's.
    const now = new Date("2026-11-30T20:00:00Z");
    expect(shopPeriodStart(now, "day").toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(shopPeriodStart(now, "month").toISOString()).toBe("2026-11-30T18:30:00.000Z");
    const mid = new Date("2026-12-15T05:00:00Z");
    expect(shopPeriodStart(mid, "day").toISOString()).toBe("2026-12-14T18:30:00.000Z");
    expect(shopPeriodStart(mid, "month").toISOString()).toBe("2026-11-30T18:30:00.000Z");
  });
});
