import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStore } from "jotai";
import { emptyCart } from "../../shared/api/cart";
import type { InitAnswer } from "../../shared/api/init";
import { NAV_DEFAULTS } from "../../shared/nav-setting";
import { demoCartItem } from "../api/fake-shop-server";
import { clearRecentReports, recentReports, setReporter } from "../lib/error-reporter";
import { actingForAtom } from "./acting-for-atom";
import { cartAtom, cartCountAtom } from "./cart-atom";
import { hydrateFromInit, NO_WEBSITE_MESSAGE } from "./hydrate-from-init";
import { userAtom } from "./user-atom";
import { navSettingAtom, pincodeAtom, websiteAtom } from "./website-atom";

const web: InitAnswer["web"] = {
  id: 1,
  name: "Kirana Demo Store",
  logo: "",
  description: "Fresh groceries",
  theme: "light",
  favicon: "",
  show_supplier_page: true,
  show_cart: true,
  font_family: "Inter",
  nav_alignment: "left",
};

const answer = (): InitAnswer => ({
  user: { id: 7, name: "Asha", email: "", phone: "9876543210", superadmin: false, hasAdminAccess: false, isSalesAgent: true, isStaff: false },
  web,
  acting_for: { id: 9, name: "Lakshmi Rao", phone: "7100000001" },
  pincode: "560038",
  activetheme: { name: "light", data: { colors: { primary: "#0f7b3f" } } },
  navSetting: { ...NAV_DEFAULTS, header_template: 2 },
  categories: [{ name: "Dairy", slug: "dairy", avatar: "", children: [] }],
  brands: [{ name: "Amul", slug: "amul" }],
  webSeo: { og_title: "t", og_description: "d", meta_keywords: "k", og_image: "" },
  webAddress: { city: "Bengaluru" },
  popup: { image: "banners/p.svg", duration: 5, link: "", once: true },
  webPages: [],
  navs: [],
  footers: [],
  cart: {
    ...emptyCart(["cod"]),
    quantity: 2,
    items: [demoCartItem(2, { pack_id: 1, name: "Milk", pack: "500 ml", price: 30, act_price: 32, amount: 60 })],
  },
});

beforeEach(() => {
  clearRecentReports();
  setReporter(() => {});
});
afterEach(() => setReporter(null));

describe("hydrateFromInit", () => {
  it("sets the user, the website (without user, cart and agent's customer), the cart and the customer", () => {
    const store = createStore();
    const init = answer();
    hydrateFromInit(store, init);
    expect(store.get(userAtom)).toEqual(init.user);
    expect(store.get(cartAtom)).toBe(init.cart);
    expect(store.get(cartCountAtom)).toBe(2);
    const website = store.get(websiteAtom);
    expect(website).not.toHaveProperty("user");
    expect(website).not.toHaveProperty("cart");
    expect(store.get(actingForAtom)).toEqual({ id: 9, name: "Lakshmi Rao", phone: "7100000001" });
    expect(website).toMatchObject({ web, pincode: "560038", brands: init.brands, categories: init.categories, popup: init.popup });
    expect(store.get(navSettingAtom).header_template).toBe(2);
    expect(store.get(pincodeAtom)).toBe("560038");
    expect(recentReports()).toEqual([]);
  });

  it("clears a previous user when the answer has none", () => {
    const store = createStore();
    hydrateFromInit(store, answer());
    hydrateFromInit(store, { ...answer(), user: null });
    expect(store.get(userAtom)).toBeNull();
  });

  it("logs 'no website data found' when web is missing, and still takes the user and cart", () => {
    const store = createStore();
    const { web: _missing, ...rest } = answer();
    hydrateFromInit(store, rest);
    expect(recentReports().map((r) => [r.kind, r.message])).toEqual([["message", NO_WEBSITE_MESSAGE]]);
    expect(NO_WEBSITE_MESSAGE).toBe("no website data found");
    expect(store.get(websiteAtom)).toBeNull();
    expect(store.get(userAtom)?.name).toBe("Asha");
    expect(store.get(cartCountAtom)).toBe(2);
  });

  it("logs 'no website data found' when start-up got no answer at all", () => {
    const store = createStore();
    hydrateFromInit(store, false);
    expect(recentReports().map((r) => r.message)).toEqual([NO_WEBSITE_MESSAGE]);
    expect(store.get(websiteAtom)).toBeNull();
    expect(store.get(cartAtom)).toEqual(emptyCart());
  });

  it("fills what a partial answer leaves out", () => {
    const store = createStore();
    hydrateFromInit(store, { web });
    expect(store.get(websiteAtom)).toEqual({
      web,
      pincode: null,
      activetheme: { name: "light", data: { colors: {} } },
      navSetting: NAV_DEFAULTS,
      categories: [],
      brands: [],
      webSeo: { og_title: "", og_description: "", meta_keywords: "", og_image: "" },
      webAddress: {},
      popup: null,
      webPages: [],
      navs: [],
      footers: [],
    });
    expect(store.get(userAtom)).toBeNull();
    expect(recentReports()).toEqual([]);
  });
});
