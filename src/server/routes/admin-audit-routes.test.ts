// The audit log's date filters (issue 11): a day the calendar does not have is refused, not
// rolled into the next month.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditAnswer } from "../../shared/api/admin-catalogue";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let anita: ShopClient;

beforeAll(async () => {
  h = await createTestApp();
  anita = new ShopClient(h.app, DEMO, "10.33.0.1");
  expect((await anita.post("/s/api/test/sign-in", { phone: "9876543212" }, { xsrf: false })).statusCode).toBe(200);
});
afterAll(() => h.close());

describe("GET /s/api/admin/audit dates", () => {
  it("refuses impossible days with 422 on the field", async () => {
    for (const [query, field] of [
      ["from=2026-02-30", "from"],
      ["to=2026-02-29", "to"],
      ["from=2026-04-31", "from"],
      ["to=2026-13-01", "to"],
      ["from=2026-00-10", "from"],
    ] as const) {
      const res = await anita.get(`/s/api/admin/audit?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toEqual({ message: `${field} must be a real date`, errors: { [field]: `${field} must be a real date` } });
    }
  });

  it("takes real days, leap days included", async () => {
    // A product change today is inside a range ending today and outside one that ended before.
    const created = await anita.post("/s/api/admin/catalogue/brands", { name: "Audit Dates", slug: "audit-dates" });
    expect(created.statusCode).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const inside = await anita.get(`/s/api/admin/audit?entity_type=brand&from=2024-02-29&to=${today}`);
    expect(inside.statusCode).toBe(200);
    expect((inside.json() as AuditAnswer).data.some((e) => (e.after as { slug?: string } | null)?.slug === "audit-dates")).toBe(true);
    const before = await anita.get("/s/api/admin/audit?entity_type=brand&to=2024-02-29");
    expect(before.statusCode).toBe(200);
    expect((before.json() as AuditAnswer).data).toEqual([]);
  });
});
