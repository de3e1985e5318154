import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "../db/schema";
import { ADMIN_FORM_SUBMISSIONS_CSV_PATH, ADMIN_FORM_SUBMISSIONS_PATH, adminFormSubmissionFilePath, type FormSubmissionRow, type FormSubmissionsAnswer } from "../../shared/api/admin-pages";
import type { CreatedWebsite } from "../../shared/api/websites";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const PRIYA = "9876543210"; // a shopper who creates a website of her own below
const RAVI = "9876543211"; // the demo store's sales agent, not an admin
const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const KIRAN = "9876543213"; // superadmin

const LIST = `/s${ADMIN_FORM_SUBMISSIONS_PATH}`;
const CSV = `/s${ADMIN_FORM_SUBMISSIONS_CSV_PATH}`;
const FILE = (id: number) => `/s${adminFormSubmissionFilePath(id)}`;
const BOM = "\uFEFF";

let h: TestApp;
let ip = 0;
let demoId: number;
let freshId: number;
/** Anita on the demo store (its admin) and on Fresh Basket, where Fresh is her active website. */
let anita: ShopClient;
let anitaFresh: ShopClient;

async function signedIn(origin: string, phone: string) {
  const client = new ShopClient(h.app, origin, `10.7.0.${++ip}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const PHOTO = Buffer.from("\x89PNG\r\n\x1a\n a tiny picture of a bill");
const PHOTO_NAME = "bill ₹ रसीद.png";
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const file = (bytes: Buffer, type: string, name: string) => ({ name, type, size: bytes.length, data: bytes.toString("base64") });
const contact = {
  name: '=HYPERLINK("http://evil.test","Click")',
  phone: "9876543210",
  email: "",
  topic: "order",
  message: 'He said "deliver after 6", then\nleft ₹500 with आशा',
};

async function submit(client: ShopClient, path: string, formId: string, values: Record<string, unknown>) {
  const res = await client.post("/s/api/forms/submit", { path, form_id: formId, values });
  expect(res.statusCode, res.body).toBe(201);
}

const list = async (client: ShopClient, query = "") => {
  const res = await client.get(`${LIST}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FormSubmissionsAnswer;
};

/** A minimal RFC 4180 reader, to check the export's structure rather than its bytes alone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  expect(row, "the last line ends with CRLF").toEqual([]);
  return rows;
}

let svgFileId: number;
let freshFileId: number;

beforeAll(async () => {
  h = await createTestApp({ settings: { FORM_RATE_LIMIT: 1000 } });
  demoId = (await h.services.websites.find("localhost"))!.id;
  freshId = (await h.services.websites.find("fresh.localhost"))!.id;
  anita = await signedIn(DEMO, ANITA);
  anitaFresh = await signedIn(FRESH, ANITA);

  const shopper = new ShopClient(h.app, DEMO, "10.7.1.1");
  // A page with a second form, whose fields differ from the contact form's.
  const callback = {
    schema_version: 2,
    url: "/callback",
    components: [
      {
        name: "form",
        data: {
          form_id: "cb",
          fields: [
            { name: "phone", type: "phone", required: true },
            { name: "note", type: "text" },
          ],
        },
      },
    ],
  };
  expect((await shopper.request("PUT", "/s/api/test/page", { body: { url: "/callback", doc: callback }, xsrf: false })).statusCode).toBe(200);

  await submit(shopper, "/contact-us", "contact", { ...contact, attachment: file(PHOTO, "image/png", PHOTO_NAME) });
  await submit(shopper, "/contact-us/", "contact", { ...contact, name: "Ravi Kumar", message: "Plain", attachment: file(SVG, "image/svg+xml", "drawing.svg") });
  for (const note of ["-5 kg less", "@home", "+1 more", "fourth"]) await submit(shopper, "/callback", "cb", { phone: "9123456780", note });
  // Stored years ago, after the rest: newest first goes by time, not by id.
  await h.services.db
    .insert(t.formSubmissions)
    .values({ websiteId: demoId, path: "/contact-us", formId: "contact", values: { name: "Old Timer" }, ip: "10.7.1.2", createdAt: new Date("2020-01-02T03:04:05.000Z") });

  const freshShopper = new ShopClient(h.app, FRESH, "10.7.1.3");
  const freshContact = {
    schema_version: 2,
    url: "/write-to-us",
    components: [
      {
        name: "form",
        data: {
          form_id: "contact",
          fields: [
            { name: "name", type: "text" },
            { name: "attachment", type: "file" },
          ],
        },
      },
    ],
  };
  expect((await freshShopper.request("PUT", "/s/api/test/page", { body: { url: "/write-to-us", doc: freshContact }, xsrf: false })).statusCode).toBe(200);
  await submit(freshShopper, "/write-to-us", "contact", { name: "Fresh Secret", attachment: file(PHOTO, "image/png", "fresh.png") });

  const [svg] = await h.services.db.select({ id: t.formSubmissionFiles.id }).from(t.formSubmissionFiles).where(eq(t.formSubmissionFiles.name, "drawing.svg"));
  const [fresh] = await h.services.db.select({ id: t.formSubmissionFiles.id }).from(t.formSubmissionFiles).where(eq(t.formSubmissionFiles.name, "fresh.png"));
  svgFileId = svg!.id;
  freshFileId = fresh!.id;
});
afterAll(() => h.close());

describe("listing submissions", () => {
  it("lists the active website's submissions newest first, a page at a time", async () => {
    const all = await list(anita, "?per_page=10");
    expect(all.meta).toEqual({ total: 7, page: 1, per_page: 10 });
    const names = all.data.map((r) => r.values.note ?? r.values.name);
    expect(names).toEqual(["fourth", "+1 more", "@home", "-5 kg less", "Ravi Kumar", contact.name, "Old Timer"]);
    const times = all.data.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.data.at(-1)!.created_at).toBe("2020-01-02T03:04:05.000Z");
    // The other website's submission is not among them.
    expect(JSON.stringify(all)).not.toContain("Fresh Secret");

    const first = await list(anita, "?per_page=5");
    const second = await list(anita, "?per_page=5&page=2");
    expect(first.meta).toEqual({ total: 7, page: 1, per_page: 5 });
    expect(second.meta).toEqual({ total: 7, page: 2, per_page: 5 });
    expect([...first.data, ...second.data].map((r) => r.id)).toEqual(all.data.map((r) => r.id));
    expect((await list(anita, "?per_page=5&page=3")).data).toEqual([]);
    // 20 a page unless asked.
    expect((await list(anita)).meta).toEqual({ total: 7, page: 1, per_page: 20 });
  });

  it("describes each row with its page, form, values and files (never the files' bytes)", async () => {
    const { data } = await list(anita, "?form_id=contact");
    const withPhoto = data.find((r) => r.values.name === contact.name)!;
    expect(withPhoto).toMatchObject({ path: "/contact-us", form_id: "contact", values: { ...contact, attachment: { name: PHOTO_NAME, type: "image/png", size: PHOTO.length } } });
    expect(withPhoto.files).toEqual([{ id: expect.any(Number), field: "attachment", name: PHOTO_NAME, type: "image/png", size: PHOTO.length }]);
    expect(data.find((r) => r.values.name === "Old Timer")!.files).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(PHOTO.toString("base64"));
  });

  it("narrows to a page's address and to a form", async () => {
    const forms = (rows: FormSubmissionRow[]) => rows.map((r) => `${r.path} ${r.form_id}`);
    expect(forms((await list(anita, "?form_id=contact")).data)).toEqual(Array(3).fill("/contact-us contact"));
    expect(forms((await list(anita, "?path=/callback")).data)).toEqual(Array(4).fill("/callback cb"));
    // The address as the shop would have sent it: a trailing slash names the same page.
    expect((await list(anita, `?path=${encodeURIComponent("/callback/")}&form_id=cb`)).meta.total).toBe(4);
    expect((await list(anita, "?path=/contact-us&form_id=cb")).meta.total).toBe(0);
    expect((await list(anita, "?form_id=nope")).data).toEqual([]);
    // Blank filters narrow nothing.
    expect((await list(anita, "?path=&form_id=")).meta.total).toBe(7);
  });

  it("answers for the active website only", async () => {
    const fresh = await list(anitaFresh);
    expect(fresh.meta.total).toBe(1);
    expect(fresh.data[0]!.values.name).toBe("Fresh Secret");
    // Choosing the demo store on Fresh's address shows the demo store's.
    const chooser = await signedIn(FRESH, ANITA);
    expect((await chooser.post("/s/api/admin/websites/choose", { website_id: demoId })).statusCode).toBe(200);
    expect((await list(chooser)).meta.total).toBe(7);
    expect(freshId).not.toBe(demoId);
  });
});

describe("the CSV export", () => {
  it("is a download of every selected row: BOM, header, then one row per submission", async () => {
    const res = await anita.get(CSV);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="form-submissions-${day}.csv"; filename*=UTF-8''form-submissions-${day}.csv`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.startsWith(BOM)).toBe(true);

    const rows = parseCsv(res.body.slice(1));
    const listed = (await list(anita, "?per_page=10")).data;
    // The union of the field keys in the order the rows first hold them.
    const keys = [...new Set(listed.flatMap((r) => Object.keys(r.values)))];
    expect(rows[0]).toEqual(["submitted_at", "page", "form", ...keys]);
    expect(keys).toEqual(expect.arrayContaining(["name", "phone", "email", "topic", "message", "attachment", "note"]));
    expect(rows).toHaveLength(1 + 7);
    for (const row of rows) expect(row).toHaveLength(3 + keys.length);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map((r) => r.created_at));

    const cell = (row: string[], key: string) => row[3 + keys.indexOf(key)];
    const photoRow = rows.find((r) => r[3 + keys.indexOf("attachment")] === PHOTO_NAME)!;
    expect(photoRow.slice(1, 3)).toEqual(["/contact-us", "contact"]);
    // A formula is made inert; quotes, commas, newlines, ₹ and Devanagari survive.
    expect(cell(photoRow, "name")).toBe(`'${contact.name}`);
    expect(cell(photoRow, "message")).toBe(contact.message);
    expect(
      rows
        .slice(1)
        .map((r) => cell(r, "note"))
        .filter(Boolean),
    ).toEqual(["fourth", "'+1 more", "'@home", "'-5 kg less"]);
    expect(cell(rows.at(-1)!, "name")).toBe("Old Timer");
    // On the wire the quoting is RFC 4180's.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(res.body).not.toContain("Fresh Secret");
  });

  it("exports the same selection as the list, named after the form", async () => {
    const res = await anita.get(`${CSV}?form_id=cb&path=/callback`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="form-submissions-cb-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(["submitted_at", "page", "form", ...Object.keys((await list(anita, "?form_id=cb")).data[0]!.values)]);
    expect(rows.slice(1).map((r) => r.slice(1, 3))).toEqual(Array(4).fill(["/callback", "cb"]));

    const none = await anita.get(`${CSV}?form_id=nope`);
    expect(none.body).toBe(`${BOM}submitted_at,page,form\r\n`);
  });
});

describe("uploaded files", () => {
  it("serves a submission's file as an attachment with its stored type when it is safe", async () => {
    const photo = (await list(anita, "?form_id=contact")).data.find((r) => r.values.name === contact.name)!.files[0]!;
    const res = await anita.get(FILE(photo.id));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PHOTO)).toBe(true);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="bill _ ____.png"; filename*=UTF-8''${encodeURIComponent(PHOTO_NAME)}`);
  });

  it("serves a type a browser could run (an SVG with script) as opaque bytes", async () => {
    const res = await anita.get(FILE(svgFileId));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(res.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(res.rawPayload.equals(SVG)).toBe(true);
  });

  it("keeps a hostile stored name from breaking the header or pointing anywhere", async () => {
    const [row] = await h.services.db.insert(t.formSubmissions).values({ websiteId: demoId, path: "/contact-us", formId: "contact", values: {}, ip: "10.7.1.9" }).returning();
    const [stored] = await h.services.db
      .insert(t.formSubmissionFiles)
      .values({ submissionId: row!.id, field: "attachment", name: '../../"evil";\r\nx-injected: 1.html', type: "text/html", size: 4, data: Buffer.from("<b/>") })
      .returning();
    const res = await anita.get(FILE(stored!.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    expect(res.headers["x-injected"]).toBeUndefined();
    expect(res.headers["content-disposition"]).toBe(`attachment; filename=".._..__evil____x-injected: 1.html"; filename*=UTF-8''.._.._%22evil%22%3B__x-injected%3A%201.html`);
    await h.services.db.delete(t.formSubmissions).where(eq(t.formSubmissions.id, row!.id));
  });

  it("answers 404 for another website's file and for no file at all", async () => {
    // Fresh's file asked for on the demo store, and the demo store's asked for on Fresh.
    for (const [client, id] of [
      [anita, freshFileId],
      [anitaFresh, svgFileId],
      [anita, 2_000_000_000],
    ] as const) {
      const res = await client.get(FILE(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "This file does not exist" });
    }
    expect((await anitaFresh.get(FILE(freshFileId))).statusCode).toBe(200);
  });
});

describe("who may see submissions", () => {
  it("refuses visitors (401) and non-admins (403), shows an admin of another website only her own, lets a superadmin in", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.7.2.1");
    const agent = await signedIn(DEMO, RAVI);
    for (const url of [LIST, CSV, FILE(svgFileId)]) {
      const anonymous = await visitor.get(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(Object.keys(anonymous.json() as object)).toEqual(["message"]);
      const refused = await agent.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body).not.toContain("Ravi Kumar");
    }

    const priya = await signedIn(DEMO, PRIYA);
    const created = await priya.post("/s/api/admin/websites", { name: "Priya's Pantry", subdomain: "priyas-pantry" });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as CreatedWebsite).website.id).not.toBe(demoId);
    // Her new website is her active one: it has no submissions, and the demo store's file is not hers.
    expect(await list(priya)).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20 } });
    expect((await priya.get(CSV)).body).toBe(`${BOM}submitted_at,page,form\r\n`);
    expect((await priya.get(FILE(svgFileId))).statusCode).toBe(404);
    // A session made to name the demo store does not make her its admin.
    const [me] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, PRIYA));
    await h.services.db.update(t.sessions).set({ activeWebsiteId: demoId }).where(eq(t.sessions.userId, me!.id));
    for (const url of [LIST, CSV, FILE(svgFileId)]) expect((await priya.get(url)).statusCode, url).toBe(403);

    const superadmin = await signedIn(DEMO, KIRAN);
    expect((await list(superadmin)).meta.total).toBe(7);
    expect((await superadmin.get(FILE(svgFileId))).statusCode).toBe(200);
  });
});

describe("bad input", () => {
  it("answers 422 in the §8 shape for a bad query or file id", async () => {
    const cases: [string, string][] = [
      [`${LIST}?page=0`, "page"],
      [`${LIST}?page=abc`, "page"],
      [`${LIST}?page=1.5`, "page"],
      [`${LIST}?page=100001`, "page"],
      [`${LIST}?per_page=7`, "per_page"],
      [`${LIST}?per_page=1000`, "per_page"],
      [`${LIST}?per_page=10&per_page=20`, "per_page"],
      [`${LIST}?form_id=${"x".repeat(101)}`, "form_id"],
      [`${LIST}?form_id=a&form_id=b`, "form_id"],
      [`${LIST}?form_id=contact%00`, "form_id"],
      [`${CSV}?path=/contact-us%00`, "path"],
      [`${CSV}?path=/${"a".repeat(500)}`, "path"],
      [`${CSV}?path=/a&path=/b`, "path"],
      [FILE(0), "id"],
      [`${LIST}/files/abc`, "id"],
      [`${LIST}/files/1.5`, "id"],
      [`${LIST}/files/99999999999`, "id"],
      [`${LIST}/files/4294967295`, "id"],
      // Forms a number coercion would have read as some other file's id.
      [`${LIST}/files/0x1`, "id"],
      [`${LIST}/files/1e3`, "id"],
      [`${LIST}/files/01`, "id"],
    ];
    for (const [url, field] of cases) {
      const res = await anita.get(url);
      expect(res.statusCode, url).toBe(422);
      const body = res.json() as { message: string; errors: Record<string, string> };
      expect(Object.keys(body).sort(), url).toEqual(["errors", "message"]);
      expect(Object.keys(body.errors), url).toEqual([field]);
      expect(body.message, url).toBe(body.errors[field]);
    }
    expect((await anita.get(`${LIST}?per_page=7`)).json().message).toBe("per_page must be one of 5, 10, 20, 50, 100");
  });
});
