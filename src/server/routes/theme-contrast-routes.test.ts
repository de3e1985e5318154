// ADR 0056 through the real route: PUT /s/api/admin/site refuses a palette the shop could not be
// read in, naming the colour to change, and saves one that passes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteSettingsAnswer } from "../../shared/api/site-settings";
import { hexContrast, themeContrastFailures } from "../../shared/theme-contrast";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

async function signedIn(origin: string) {
  const client = new ShopClient(h.app, origin, "10.9.0.1");
  expect((await client.post("/s/api/test/sign-in", { phone: ANITA }, { xsrf: false })).statusCode).toBe(200);
  return client;
}
const read = async (client: ShopClient) => ((await client.get("/s/api/admin/site")).json() as SiteSettingsAnswer).settings;
const save = (client: ShopClient, settings: unknown) => client.request("PUT", "/s/api/admin/site", { body: settings });

describe("theme colours at save", () => {
  it("refuses white button text on a pale button, at the button text colour, and keeps what was stored", async () => {
    const anita = await signedIn(DEMO);
    const good = await read(anita);
    const res = await save(anita, { ...good, colors: { ...good.colors, primary: "#8fd3a7" } });
    expect(res.statusCode, res.body).toBe(422);
    const { message, errors } = res.json() as { message: string; errors: Record<string, string> };
    expect(message).toMatch(/^Some settings need fixing before they can be saved: /);
    expect(errors["/colors/primary-contrast"]).toMatch(/^Button text on the button colour: 1\.\d+:1, needs 4\.5:1\. Try a darker button text colour \(primary-contrast\) such as (#[0-9a-f]{6})\.$/);
    // Links in that green on the white page fail too: the main colour is named as well.
    expect(errors["/colors/primary"]).toMatch(/^Links and prices in the main colour on the page background: .*needs 4\.5:1\. Try a darker main colour/);
    expect(await read(anita)).toEqual(good);
  });

  it("saves the palette the suggestions lead to, and the shop draws it", async () => {
    const anita = await signedIn(DEMO);
    const good = await read(anita);
    const refused = (await save(anita, { ...good, colors: { ...good.colors, muted: "#a0a0a0" } })).json() as { errors: Record<string, string> };
    const suggested = /such as (#[0-9a-f]{6})/.exec(refused.errors["/colors/muted"] ?? "")?.[1];
    expect(suggested).toBeDefined();
    expect(hexContrast(suggested!, good.colors.background!)).toBeGreaterThanOrEqual(4.5);
    const saved = await save(anita, { ...good, colors: { ...good.colors, muted: suggested } });
    expect(saved.statusCode, saved.body).toBe(200);
    const init = (await new ShopClient(h.app, DEMO).get("/s/api/init")).json() as { activetheme: { data: { colors: Record<string, string> } } };
    expect(init.activetheme.data.colors.muted).toBe(suggested);
    expect((await save(anita, good)).statusCode).toBe(200);
  });

  it("Fresh Basket's seeded dark theme passes and saves as it is; its old orange with white text is refused", async () => {
    const anita = await signedIn(FRESH);
    const fresh = await read(anita);
    expect(fresh.theme).toBe("dark");
    expect(themeContrastFailures(fresh.colors)).toEqual([]);
    expect((await save(anita, fresh)).statusCode).toBe(200);
    const old = await save(anita, { ...fresh, colors: { ...fresh.colors, primary: "#c2410c", "primary-contrast": "#ffffff" } });
    expect(old.statusCode).toBe(422);
    expect((old.json() as { errors: Record<string, string> }).errors["/colors/primary"]).toMatch(
      /^Links and prices in the main colour on the page background: 3\.43:1, needs 4\.5:1\. Try a lighter main colour/,
    );
  });

  it("a colour the schema refuses is named by the schema, not measured", async () => {
    const anita = await signedIn(DEMO);
    const good = await read(anita);
    const res = await save(anita, { ...good, colors: { ...good.colors, primary: "green", text: "#fefefe" } });
    expect(res.statusCode).toBe(422);
    const errors = (res.json() as { errors: Record<string, string> }).errors;
    expect(errors["/colors/primary"]).toBe("Theme colours must be written like #0f7b3f");
    expect(errors["/colors/text"]).toBeUndefined();
  });
});
