import { describe, expect, it } from "vitest";
import { slotText } from "./delivery-slot";

describe("slotText", () => {
  it("reads the slot's calendar day and hours", () => {
    expect(slotText({ del_date: "2025-06-02", del_start_time: "09:00:00", del_end_time: "12:00:00" })).toBe("Mon, 2 Jun, 09:00–12:00");
    expect(slotText({ del_date: "2025-06-02", del_start_time: null, del_end_time: null })).toBe("Mon, 2 Jun");
  });
});
