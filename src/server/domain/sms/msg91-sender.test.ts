import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProviderError } from "../../lib/provider-http";
import { startFakeMsg91 } from "../../testing/fake-msg91";
import { createMsg91Sender } from "./msg91-sender";

const KEY = "msg91-key-for-tests";
const TEMPLATE = "6553a8f0d6fc05123c1d4e52";
let fake: Awaited<ReturnType<typeof startFakeMsg91>>;
beforeAll(async () => {
  fake = await startFakeMsg91({ authKey: KEY, templateId: TEMPLATE });
});
afterAll(() => fake.close());

const message = { text: "123456 is your Shop sign-in code.", values: { otp: "123456", shop: "Shop", minutes: "5" } };

describe("the MSG91 sender", () => {
  it("posts the template id and the values for the number with India's country code, the key in the authkey header", async () => {
    await createMsg91Sender({ authKey: KEY, templateId: TEMPLATE, apiUrl: fake.url }).send("9876543210", message);
    expect(fake.received.at(-1)).toEqual({
      path: "/api/v5/flow",
      authkey: KEY,
      body: { template_id: TEMPLATE, short_url: "0", recipients: [{ mobiles: "919876543210", otp: "123456", shop: "Shop", minutes: "5" }] },
    });
  });

  it("posts the message's own template id when it names one (an order message's)", async () => {
    const own = await startFakeMsg91({ authKey: KEY, templateId: TEMPLATE, moreTemplateIds: ["order-placed-template"] });
    try {
      await createMsg91Sender({ authKey: KEY, templateId: TEMPLATE, apiUrl: own.url }).send("9876543210", { ...message, templateId: "order-placed-template" });
      expect(own.received.at(-1)?.body.template_id).toBe("order-placed-template");
    } finally {
      await own.close();
    }
  });

  it("fails with MSG91's reason, and without the key, when MSG91 refuses", async () => {
    const wrongKey = createMsg91Sender({ authKey: "not-the-key", templateId: TEMPLATE, apiUrl: fake.url });
    const error = await wrongKey.send("9876543210", message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ message: "MSG91 did not take the message: Authentication failure", status: 401 });
    expect(String((error as Error).message)).not.toContain("not-the-key");

    const wrongTemplate = createMsg91Sender({ authKey: KEY, templateId: "other", apiUrl: fake.url });
    await expect(wrongTemplate.send("9876543210", message)).rejects.toMatchObject({ message: "MSG91 did not take the message: Template not found", status: 400 });
  });

  it("fails plainly when MSG91 cannot be reached", async () => {
    const nowhere = createMsg91Sender({ authKey: KEY, templateId: TEMPLATE, apiUrl: "http://127.0.0.1:9", timeoutMs: 2000 });
    await expect(nowhere.send("9876543210", message)).rejects.toMatchObject({ message: "MSG91 could not be reached", status: null });
  });
});
