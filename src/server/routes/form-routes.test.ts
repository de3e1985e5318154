import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import * as t from "../db/schema";
import { FORM_FILE_MAX_BYTES } from "../../shared/form-fields";
import { FORM_BODY_LIMIT } from "./form-routes";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const LIMIT = 5;
let h: TestApp;
let ipCount = 0;
// Each test speaks from its own address so the per-IP limit only meets the test about it.
const shopper = (origin = DEMO, ip = `10.0.0.${++ipCount}`) => new ShopClient(h.app, origin, ip);

beforeAll(async () => {
  h = await createTestApp({ settings: { FORM_RATE_LIMIT: LIMIT, FORM_RATE_WINDOW_SECONDS: 600 } });
});
afterAll(() => h.close());

const URL = "/s/api/forms/submit";
const valid = {
  name: "Asha Verma",
  phone: "9876543210",
  email: "asha@example.in",
  topic: "delivery",
  date: "2030-03-14",
  message: "Please deliver after 6 pm.",
};
const submit = (client: ShopClient, values: Record<string, unknown>, extra: Record<string, unknown> = {}) => client.post(URL, { path: "/contact-us", form_id: "contact", values, ...extra });
const file = (bytes: Buffer, type = "image/png", name = "bill.png") => ({ name, type, size: bytes.length, data: bytes.toString("base64") });
const latest = async () => {
  const [row] = await h.services.db.select().from(t.formSubmissions).orderBy(desc(t.formSubmissions.id)).limit(1);
  return row;
};

describe("POST /s/api/forms/submit", () => {
  it("stores a valid submission for the website, with its file, and answers the owner's message", async () => {
    const client = shopper();
    const photo = Buffer.from("\x89PNG\r\n\x1a\n a tiny picture");
    const res = await submit(client, { ...valid, attachment: file(photo), unknown_field: "dropped" }, { path: "/contact-us/" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, message: "Thank you! We will call you back within a day." });

    const row = (await latest())!;
    const demo = await h.services.websites.find("localhost");
    expect(row).toMatchObject({ websiteId: demo!.id, path: "/contact-us", formId: "contact", ip: client.remoteAddress });
    expect(row.values).toEqual({ ...valid, attachment: { name: "bill.png", type: "image/png", size: photo.length } });
    const files = await h.services.db.select().from(t.formSubmissionFiles).where(eq(t.formSubmissionFiles.submissionId, row.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ field: "attachment", name: "bill.png", type: "image/png", size: photo.length });
    expect(Buffer.from(files[0]!.data).equals(photo)).toBe(true);
  });

  it("accepts the optional fields left empty and answers the default message when the owner wrote none", async () => {
    const client = shopper();
    const res = await submit(client, { ...valid, email: "", date: "", attachment: null });
    expect(res.statusCode).toBe(201);
    expect((await latest())!.values).toMatchObject({ email: "", date: "", attachment: null });

    // A page the owner made without a success message.
    const doc = {
      schema_version: 2,
      url: "/callback",
      components: [{ name: "form", data: { form_id: "cb", fields: [{ name: "phone", type: "phone", required: true, label: "Phone" }] } }],
    };
    expect((await client.request("PUT", "/s/api/test/page", { body: { url: "/callback", doc }, xsrf: false })).statusCode).toBe(200);
    const plain = await client.post(URL, { path: "/callback", form_id: "cb", values: { phone: "9123456780" } });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toEqual({ ok: true, message: "Thank you! We have received your details." });
  });

  it("answers 422 with the §5 message of every failing field", async () => {
    const client = shopper();
    const res = await submit(client, { name: "  ", phone: "12345", email: "asha@", topic: "refund", date: "2030-02-30", message: "x" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Name is required",
      errors: {
        name: "Name is required",
        phone: "Mobile number is not a valid phone number",
        email: "Email is not a valid email address",
        topic: "Choose one of the options",
        date: "Preferred delivery date is not in valid format",
      },
    });
  });

  it("uses the owner's messages and patterns, and refuses values of the wrong shape", async () => {
    const client = shopper();
    const doc = {
      schema_version: 2,
      url: "/pincode-request",
      components: [
        {
          name: "form",
          data: {
            form_id: "pin",
            fields: [
              { name: "email", type: "email", required: true },
              { name: "pincode", type: "text", label: "Pincode", pattern: "\\d{6}", messages: { pattern: "Give the 6-digit pincode" } },
              { name: "count", type: "number", label: "Households" },
              { name: "note", type: "textarea", label: "Note", required: true, messages: { required: "Tell us something" } },
            ],
          },
        },
      ],
    };
    await client.request("PUT", "/s/api/test/page", { body: { url: "/pincode-request", doc }, xsrf: false });
    const res = await client.post(URL, { path: "/pincode-request", form_id: "pin", values: { pincode: "4110", count: "many", note: { html: "<b>" } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: "This field is required",
      pincode: "Give the 6-digit pincode",
      count: "Households is not in valid format",
      note: "Note is not in valid format",
    });
    const blank = await client.post(URL, { path: "/pincode-request", form_id: "pin", values: { email: "a@b.co", note: "" } });
    expect(blank.json().errors).toEqual({ note: "Tell us something" });
    const long = await client.post(URL, { path: "/pincode-request", form_id: "pin", values: { email: "a@b.co", note: "x".repeat(5001) } });
    expect(long.json().errors).toEqual({ note: "Note must be at most 5000 characters" });
  });

  it("refuses files that are too large, of the wrong type, or not what they claim to be", async () => {
    const big = Buffer.alloc(FORM_FILE_MAX_BYTES + 4096, 1);
    const cases: [unknown, string][] = [
      [file(big), "Photo or bill must be at most 2 MB"],
      [{ ...file(big), size: 10 }, "Photo or bill must be at most 2 MB"],
      [file(Buffer.from("MZ..."), "application/x-msdownload", "setup.exe"), "Photo or bill must be a file of type image/*, application/pdf"],
      [{ ...file(Buffer.from("abcdef")), size: 7 }, "Photo or bill could not be read; please choose the file again"],
      [{ ...file(Buffer.from("abcdef")), data: "not base64!" }, "Photo or bill could not be read; please choose the file again"],
      ["C:\\fakepath\\bill.png", "Photo or bill could not be read; please choose the file again"],
    ];
    for (const [attachment, message] of cases) {
      const res = await submit(shopper(), { ...valid, attachment });
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors).toEqual({ attachment: message });
    }
  });

  it("takes a file of the largest size, sent as a data URL", async () => {
    const pdf = Buffer.alloc(FORM_FILE_MAX_BYTES, 7);
    const f = file(pdf, "application/pdf", "bill.pdf");
    const res = await submit(shopper(), { ...valid, attachment: { ...f, data: `data:application/pdf;base64,${f.data}` } });
    expect(res.statusCode).toBe(201);
  });

  it("takes bodies up to its own limit only", async () => {
    const res = await submit(shopper(), { ...valid, message: "x".repeat(FORM_BODY_LIMIT) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The request body is too large" });
  });

  it("answers 404 for an unknown page or form, and for another website's form", async () => {
    const client = shopper();
    const page = await submit(client, valid, { path: "/no-such-page" });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: "This page does not exist" });
    const form = await submit(client, valid, { form_id: "newsletter" });
    expect(form.statusCode).toBe(404);
    expect(form.json()).toEqual({ message: "This form does not exist" });
    // The page exists only on the demo website; a system page has no form.
    const before = (await latest())!.id;
    expect((await submit(shopper(FRESH), valid)).statusCode).toBe(404);
    expect((await submit(client, valid, { path: "/products" })).statusCode).toBe(404);
    expect((await latest())!.id).toBe(before);
  });

  it("answers a broken body with 400 and a body of the wrong shape with 422", async () => {
    const client = shopper();
    const broken = await client.post(URL, '{"path":', { headers: { "content-type": "application/json" } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: "The request body is not valid JSON" });
    const shape = await client.post(URL, { path: "/contact-us", values: [] });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors).sort()).toEqual(["form_id", "values"]);
  });

  it("refuses a submission without the XSRF token", async () => {
    const client = shopper();
    await client.get("/s/api/cookie");
    const res = await client.post(URL, { path: "/contact-us", form_id: "contact", values: valid }, { xsrf: false });
    expect(res.statusCode).toBe(419);
  });

  it("answers the submission after the limit with 429 and Retry-After, per IP and website", async () => {
    const client = shopper();
    // Attempts count whether or not they are valid.
    for (let i = 0; i < LIMIT; i++) {
      const res = await submit(client, i % 2 ? valid : { ...valid, email: "nope" });
      expect(res.statusCode).toBe(i % 2 ? 201 : 422);
    }
    const refused = await submit(client, valid);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.json().message).toMatch(/too many times\. Please try again in \d+ minutes?\./);
    // Another visitor, and the same visitor on another website, are counted apart (the other
    // website has no such page: a 404 rather than a 429 shows the attempt was let through).
    expect((await submit(shopper(), valid)).statusCode).toBe(201);
    const elsewhere = new ShopClient(h.app, FRESH, client.remoteAddress);
    expect((await elsewhere.post(URL, { path: "/contact-us", form_id: "contact", values: valid })).statusCode).toBe(404);
  });
});
