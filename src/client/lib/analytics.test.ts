// §9 analytics (ADR 0029) with PostHog's SDK replaced at the module boundary: page views on the
// first load and on each route change, every event naming the website, signed-in users
// identified and grouped by it (and no one else, so no one else gets a person profile), and no
// SDK at all without a key.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStore } from "jotai";
import { createMemoryRouter } from "react-router";
import type { PublicIntegrations } from "../../shared/api/integrations";
import { setUserAtom } from "../state/user-atom";
import { PAGEVIEW_EVENT, POSTHOG_OPTIONS, startAnalytics, WEBSITE_GROUP, type AnalyticsSdk, type UserSource } from "./analytics";
import { integrationsOf, startIntegrations } from "./analytics-start";
import { clearRecentReports, recentReports, setReporter } from "./error-reporter";

const sdk = vi.hoisted(() => {
  const calls: unknown[][] = [];
  const state = { imported: 0, userState: "anonymous" as string | undefined };
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const posthog = {
    init: record("init"),
    capture: record("capture"),
    register: record("register"),
    group: record("group"),
    identify: record("identify"),
    reset: record("reset"),
    get_property: (name: string) => (name === "$user_state" ? state.userState : undefined),
  };
  return { calls, state, posthog };
});

vi.mock("posthog-js/dist/module.slim.no-external", () => {
  sdk.state.imported++;
  return { default: sdk.posthog, posthog: sdk.posthog };
});

const KEYS: PublicIntegrations = { posthog: { key: "phc_testkey12345", api_host: "https://eu.i.posthog.com" }, sentry: null };
const WEBSITE = { id: 7, name: "Kirana Demo Store" };

function shopRouter(initial = "/") {
  // Loaders that wait a turn, so each navigation goes through loading before it settles.
  const loader = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 0));
  return createMemoryRouter(
    [
      { path: "/", loader, element: null },
      { path: "/products", loader, element: null },
      { path: "/products/:slug", loader, element: null },
      { path: "/preview", element: null },
      { path: "*", loader, element: null },
    ],
    { initialEntries: [initial] },
  );
}

async function settled(router: ReturnType<typeof shopRouter>, to: string) {
  await router.navigate(to);
  expect(router.state.navigation.state).toBe("idle");
}

const pageViews = () => sdk.calls.filter(([name, event]) => name === "capture" && event === PAGEVIEW_EVENT).length;
const viewedPaths = () => sdk.calls.filter(([name, event]) => name === "capture" && event === PAGEVIEW_EVENT).map(([, , properties]) => (properties as { $pathname: string }).$pathname);
const named = (name: string) => sdk.calls.filter(([n]) => n === name);

beforeEach(() => {
  sdk.calls.length = 0;
  sdk.state.imported = 0;
  sdk.state.userState = "anonymous";
  clearRecentReports();
  setReporter(() => {});
});
afterEach(() => setReporter(null));

describe("without a PostHog key", () => {
  it("loads nothing and records nothing", async () => {
    const router = shopRouter();
    await settled(router, "/");
    const store = createStore();
    const { analytics } = await startIntegrations({ init: { web: { ...webFields(), ...WEBSITE } }, router, store });
    expect(analytics).toBeNull();
    await settled(router, "/products");
    store.set(setUserAtom, { id: 5, name: "Priya Sharma", email: "", phone: "9876543210" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sdk.state.imported).toBe(0);
    expect(sdk.calls).toEqual([]);
  });

  it("treats keys that are missing or badly shaped as none", async () => {
    expect(await integrationsOf({})).toEqual({ posthog: null, sentry: null });
    expect(await integrationsOf({ integrations: { posthog: { key: "phc_x", api_host: "javascript:alert(1)" }, sentry: null } })).toEqual({ posthog: null, sentry: null });
    expect(recentReports().map((r) => r.message)).toEqual([expect.stringMatching(/not valid/)]);
  });
});

describe("with a PostHog key", () => {
  it("initialises the SDK with the §9 settings, names the website on every event, and records the first page view", async () => {
    const router = shopRouter("/products");
    await settled(router, "/products");
    const store = createStore();
    const { analytics } = await startIntegrations({ init: { integrations: KEYS, web: { ...webFields(), ...WEBSITE } }, router, store });
    await analytics!.ready;
    expect(sdk.state.imported).toBe(1);
    expect(sdk.calls).toEqual([
      [
        "init",
        "phc_testkey12345",
        { api_host: "https://eu.i.posthog.com", capture_pageview: false, person_profiles: "identified_only", disable_external_dependency_loading: true, advanced_disable_flags: true },
      ],
      ["register", { website_id: 7, website_name: "Kirana Demo Store" }],
      ["capture", PAGEVIEW_EVENT, { $current_url: `${location.origin}/products`, $pathname: "/products" }],
    ]);
    // A visitor is not put in a group: PostHog would make a person profile of them.
    expect(named("group")).toEqual([]);
    expect(POSTHOG_OPTIONS).toMatchObject({ capture_pageview: false, person_profiles: "identified_only" });
    analytics!.stop();
  });

  it("records a page view on every route change, and none for a move within the page", async () => {
    const router = shopRouter("/");
    await settled(router, "/");
    const { analytics } = await startIntegrations({ init: { integrations: KEYS, web: { ...webFields(), ...WEBSITE } }, router, store: createStore() });
    await analytics!.ready;
    expect(pageViews()).toBe(1);
    await settled(router, "/products");
    expect(pageViews()).toBe(2);
    await settled(router, "/products/basmati-rice");
    expect(pageViews()).toBe(3);
    // The same page again (a hash), then the list with a search: only the search is a new page.
    await settled(router, "/products/basmati-rice#reviews");
    expect(pageViews()).toBe(3);
    await settled(router, "/products?q=rice");
    expect(pageViews()).toBe(4);
    await settled(router, "/about-us");
    expect(pageViews()).toBe(5);
    expect(viewedPaths()).toEqual(["/", "/products", "/products/basmati-rice", "/products", "/about-us"]);
    // Back is a route change too.
    await router.navigate(-1);
    await vi.waitFor(() => expect(router.state.navigation.state).toBe("idle"));
    expect(router.state.location.search).toBe("?q=rice");
    expect(pageViews()).toBe(6);
    // A provider's ids in the address stay out of the page view.
    await settled(router, "/checkout/confirm/7?razorpay_payment_id=pay_1");
    expect(sdk.calls.filter(([name]) => name === "capture").at(-1)?.[2]).toMatchObject({ $current_url: `${location.origin}/checkout/confirm/7` });
    analytics!.stop();
    await settled(router, "/");
    expect(pageViews()).toBe(7);
  });

  it("keeps what happens while the SDK loads and hands it over in order", async () => {
    let deliver!: (sdk: AnalyticsSdk) => void;
    const loadSdk = () => new Promise<AnalyticsSdk>((resolve) => (deliver = resolve));
    const router = shopRouter("/");
    await settled(router, "/");
    const users = fakeUsers();
    const analytics = startAnalytics({ integrations: KEYS, website: WEBSITE, router, user: users.source, loadSdk })!;
    await settled(router, "/products");
    users.set({ id: 5, name: "Priya Sharma" });
    expect(sdk.calls).toEqual([]);
    deliver(sdk.posthog as unknown as AnalyticsSdk);
    await analytics.ready;
    expect(sdk.calls.map(([name]) => name)).toEqual(["init", "register", "capture", "capture", "identify", "group"]);
    // Each page view names the page that was seen then, not the one the SDK arrived on.
    expect(viewedPaths()).toEqual(["/", "/products"]);
    analytics.stop();
  });
});

describe("people (§9 person profiles for identified users only)", () => {
  it("identifies no visitor, identifies and groups a shopper who signs in, and forgets them at sign-out", async () => {
    const router = shopRouter("/");
    await settled(router, "/");
    const store = createStore();
    const { analytics } = await startIntegrations({ init: { integrations: KEYS, web: { ...webFields(), ...WEBSITE } }, router, store });
    await analytics!.ready;
    expect(named("identify")).toEqual([]);
    expect(named("group")).toEqual([]);
    expect(named("reset")).toEqual([]);

    sdk.calls.length = 0;
    store.set(setUserAtom, { id: 5, name: "Priya Sharma", email: "priya@example.in", phone: "9876543210" });
    // Only the id and the name: no phone number or email address goes to the analytics. Once
    // identified, the person is grouped by the website (id, with its name).
    expect(sdk.calls).toEqual([
      ["identify", "5", { name: "Priya Sharma" }],
      ["group", WEBSITE_GROUP, "7", { name: "Kirana Demo Store" }],
    ]);
    // The same person again (init refreshed): nothing new.
    store.set(setUserAtom, { id: 5, name: "Priya Sharma", email: "priya@example.in", phone: "9876543210" });
    expect(named("identify")).toHaveLength(1);

    sdk.calls.length = 0;
    store.set(setUserAtom, null);
    // Reset forgets the person, their groups and the super properties: the website is named again.
    expect(sdk.calls).toEqual([["reset"], ["register", { website_id: 7, website_name: "Kirana Demo Store" }]]);

    await settled(router, "/products");
    expect(pageViews()).toBe(1);
    analytics!.stop();
  });

  it("identifies a shopper who is signed in when the page loads", async () => {
    const router = shopRouter("/");
    await settled(router, "/");
    const store = createStore();
    store.set(setUserAtom, { id: 9, name: "Anita Desai", email: "", phone: "9876543212" });
    const { analytics } = await startIntegrations({ init: { integrations: KEYS, web: { ...webFields(), ...WEBSITE } }, router, store });
    await analytics!.ready;
    expect(sdk.calls.map(([name]) => name)).toEqual(["init", "register", "identify", "group", "capture"]);
    expect(named("identify")).toEqual([["identify", "9", { name: "Anita Desai" }]]);
    expect(named("group")).toEqual([["group", WEBSITE_GROUP, "7", { name: "Kirana Demo Store" }]]);
    analytics!.stop();
  });

  it("forgets a person who signed out on an earlier page (the sign-out reloads the shop)", async () => {
    sdk.state.userState = "identified";
    const router = shopRouter("/");
    await settled(router, "/");
    const { analytics } = await startIntegrations({ init: { integrations: KEYS, web: { ...webFields(), ...WEBSITE } }, router, store: createStore() });
    await analytics!.ready;
    expect(sdk.calls.map(([name]) => name)).toEqual(["init", "reset", "register", "capture"]);
    analytics!.stop();
  });
});

describe("the previews", () => {
  it("are not visits: nothing is loaded on /preview and /builder-preview", async () => {
    for (const path of ["/preview", "/builder-preview"]) {
      const router = shopRouter(path);
      await vi.waitFor(() => expect(router.state.initialized).toBe(true));
      expect(startAnalytics({ integrations: KEYS, website: WEBSITE, router, user: fakeUsers().source })).toBeNull();
    }
    expect(sdk.state.imported).toBe(0);
  });
});

describe("a failure", () => {
  it("of the SDK's download is reported once and the shop carries on", async () => {
    const router = shopRouter("/");
    await settled(router, "/");
    const analytics = startAnalytics({ integrations: KEYS, website: WEBSITE, router, user: fakeUsers().source, loadSdk: () => Promise.reject(new Error("chunk failed")) })!;
    await analytics.ready;
    await settled(router, "/products");
    expect(recentReports().map((r) => [r.message, r.context])).toEqual([["Error: chunk failed", { where: "analytics" }]]);
  });

  it("inside the SDK is reported and the next page view still goes", async () => {
    const router = shopRouter("/");
    await settled(router, "/");
    const failing = {
      ...sdk.posthog,
      register: () => {
        throw new Error("register failed");
      },
    };
    const analytics = startAnalytics({ integrations: KEYS, website: WEBSITE, router, user: fakeUsers().source, loadSdk: async () => failing as unknown as AnalyticsSdk })!;
    await analytics.ready;
    await settled(router, "/products");
    expect(pageViews()).toBe(2);
    expect(recentReports().map((r) => r.message)).toEqual(["Error: register failed"]);
    analytics.stop();
  });
});

function fakeUsers(): { source: UserSource; set(user: { id: number; name: string } | null): void } {
  let current: { id: number; name: string } | null = null;
  const listeners = new Set<() => void>();
  return {
    source: {
      current: () => current,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    set(user) {
      current = user;
      for (const listener of listeners) listener();
    },
  };
}

function webFields() {
  return { logo: "", description: "", theme: "light", favicon: "", show_supplier_page: false, show_cart: true, font_family: "Inter", nav_alignment: "left" };
}
