import { describe, expect, it } from "vitest";
import type { PageDocument } from "../../../shared/page-document";
import { findForm } from "./find-form";
import { readFormValues } from "./read-form-values";

const page = (fields: unknown[]) => ({ schema_version: 2, url: "/bulk", components: [{ name: "form", data: { form_id: "bulk", fields } }] }) as unknown as PageDocument;

describe("a stored form's number range, judged on the server (ADR 0060)", () => {
  it("keeps a field's min and max and refuses a submission outside them", () => {
    const form = findForm(page([{ name: "count", label: "Households", type: "number", min: 1, max: 50 }]), "bulk")!;
    expect(form.fields[0]).toMatchObject({ min: 1, max: 50 });
    expect(readFormValues(form.fields, { count: "51" }).errors).toEqual({ count: "Households must be between 1 and 50" });
    expect(readFormValues(form.fields, { count: 7 }).errors).toEqual({});
  });

  it("ignores a min or max that is not a number, keeping the field", () => {
    const form = findForm(page([{ name: "count", label: "Households", type: "number", min: "1" }]), "bulk")!;
    expect(form.fields[0]).toMatchObject({ name: "count", type: "number" });
    expect(form.fields[0]!.min).toBeUndefined();
    expect(readFormValues(form.fields, { count: "0" }).errors).toEqual({});
  });
});
