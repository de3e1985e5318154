// The settings screen's "Domains" section (ADR 0048) against a stand-in server: an own domain
// waiting for its proof shows the two ways to give it and a Verify button; the server's answer,
// verified or what it found instead, is shown to the owner.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { clearToasts, ToastHost } from "../../client/ui/toast";
import type { WebsiteDomain } from "../../shared/api/website-domains";
import type { Lang } from "../../shared/i18n/languages";
import { DomainsSection, domainLanguageMessage, domainVerifiedMessage } from "./domains-section";

const TOKEN = "Qm9va2tlZXBpbmdUb2tlbjEyMzQ1Njc4";
const waiting: WebsiteDomain = {
  domain: "shop.example.in",
  verified: false,
  verified_at: null,
  verification: {
    txt_name: "_kirana-verification.shop.example.in",
    txt_value: `kirana-verification=${TOKEN}`,
    file_url: `http://shop.example.in/.well-known/kirana-verification/${TOKEN}`,
    file_body: TOKEN,
  },
  lang: null,
};
const local: WebsiteDomain = { domain: "shop-example-in.localhost", verified: true, verified_at: "2026-11-27T10:00:00.000Z", verification: null, lang: null };

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  server.on("GET", "/s/api/admin/site/domains", () => jsonResponse({ website_id: 7, domains: [waiting, local] }));
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderSection(offered?: Lang[]) {
  return render(
    <>
      <DomainsSection offered={offered ?? null} />
      <ToastHost />
    </>,
  );
}

describe("the domains section", () => {
  it("shows each domain's state and, for one waiting, the record, the file and a Verify button", async () => {
    renderSection();
    expect(await screen.findByText(/waiting for verification: not served yet/)).toBeTruthy();
    expect(screen.getByText("_kirana-verification.shop.example.in")).toBeTruthy();
    expect(screen.getByText(`kirana-verification=${TOKEN}`)).toBeTruthy();
    expect(screen.getByText(`http://shop.example.in/.well-known/kirana-verification/${TOKEN}`)).toBeTruthy();
    expect(screen.getAllByText(/— served/)).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: /^Verify / })).toHaveLength(1);
  });

  it("says what the server found when the proof is not there yet", async () => {
    const message = "shop.example.in is not verified yet. DNS: there is no TXT record at _kirana-verification.shop.example.in yet.";
    server.on("POST", "/s/api/admin/site/domains/verify", () => jsonResponse({ message, errors: { domain: message } }, 422));
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Verify shop.example.in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(server.calls.find((c) => c.method === "POST")!.body).toEqual({ domain: "shop.example.in" });
  });

  it("shows the domain served once verified, and says so", async () => {
    server.on("POST", "/s/api/admin/site/domains/verify", () =>
      jsonResponse({ website_id: 7, domains: [local, { ...waiting, verified: true, verified_at: "2026-11-28T10:00:00.000Z", verification: null }] }),
    );
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "Verify shop.example.in" }));
    expect(await screen.findByText(domainVerifiedMessage("shop.example.in"))).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/— served/)).toHaveLength(2));
    expect(screen.queryByRole("button", { name: /^Verify / })).toBeNull();
  });

  it("lets a domain serve one offered language only, and every language again (issue 35)", async () => {
    const hindiHost: WebsiteDomain = { ...local, domain: "hi.shop.example.in" };
    let domains = [local, hindiHost];
    server.on("GET", "/s/api/admin/site/domains", () => jsonResponse({ website_id: 7, domains }));
    server.on("PUT", "/s/api/admin/site/domains/language", (call) => {
      const { domain, lang } = call.body as { domain: string; lang: Lang | null };
      domains = domains.map((d) => (d.domain === domain ? { ...d, lang } : d));
      return jsonResponse({ website_id: 7, domains });
    });
    renderSection(["en", "hi"]);
    const choice = (await screen.findByRole("combobox", { name: "Language at hi.shop.example.in" })) as HTMLSelectElement;
    expect([...choice.options].map((o) => o.textContent)).toEqual(["Every language the shop offers (the shopper chooses)", "English only", "हिन्दी (Hindi) only"]);
    fireEvent.change(choice, { target: { value: "hi" } });
    expect(await screen.findByText(domainLanguageMessage("hi.shop.example.in", "hi"))).toBeTruthy();
    expect(server.calls.find((c) => c.method === "PUT")!.body).toEqual({ domain: "hi.shop.example.in", lang: "hi" });
    await waitFor(() => expect(choice.value).toBe("hi"));
    expect(screen.getByText(/hi\.shop\.example\.in/, { selector: "strong" }).parentElement!.textContent).toContain("in हिन्दी (Hindi) only");

    fireEvent.change(choice, { target: { value: "" } });
    await waitFor(() => expect(choice.value).toBe(""));
    expect(server.calls.filter((c) => c.method === "PUT").at(-1)!.body).toEqual({ domain: "hi.shop.example.in", lang: null });
  });

  it("shows the server's refusal of a domain's language, and offers no choice where the shop speaks one language", async () => {
    const message = "Keep at least one other served domain for every language: shoppers choose their language there";
    server.on("PUT", "/s/api/admin/site/domains/language", () => jsonResponse({ message, errors: { lang: message } }, 422));
    const view = renderSection(["en", "hi"]);
    const choice = (await screen.findByRole("combobox", { name: "Language at shop-example-in.localhost" })) as HTMLSelectElement;
    fireEvent.change(choice, { target: { value: "hi" } });
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(choice.value).toBe("");
    view.unmount();

    renderSection(["en"]);
    await screen.findByText(/waiting for verification/);
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
