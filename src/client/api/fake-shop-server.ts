// Test support only: a stand-in for `fetch` that answers like the Kirana server does at the HTTP
// boundary (XSRF cookie on GET /s/api/cookie, 419 for a write without the token, {message}
// error bodies, JSON content types) and records every call, so the client's modules are tested
// as they are with nothing else faked.

import { emptyCart, type Cart, type CartItem } from "../../shared/api/cart";

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body parsed, or the raw body when it is not JSON text. */
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export interface FakeShopServerOptions {
  /** The XSRF token the "server" issues; the cookie holds it URL-encoded. */
  token?: string;
  /** Delay before the cookie shows in document.cookie after GET /s/api/cookie answers. */
  cookieDelayMs?: number;
  /** When false, GET /s/api/cookie answers 204 but the cookie never appears. */
  setsCookie?: boolean;
}

export const XSRF_REFUSED = "Your session has expired or the security token is missing. Please reload the page and try again.";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });
}

export function textResponse(body: string, status = 200, contentType = "text/plain; charset=utf-8"): Response {
  return new Response(body, { status, headers: { "content-type": contentType } });
}

/** An answer that never comes; the call ends only when its signal aborts. */
export function never(): Promise<Response> {
  return new Promise<Response>(() => {});
}

export function setXsrfCookie(value: string): void {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
}

export function clearXsrfCookie(): void {
  document.cookie = "XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== "string") return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export function createFakeShopServer(options: FakeShopServerOptions = {}) {
  const token = options.token ?? "uxZntdRvbvNgITzOFXY6olivItYZoey8gMWs2ddCs0E";
  const calls: RecordedCall[] = [];
  const routes = new Map<string, Handler>();

  function route(call: RecordedCall): Response | Promise<Response> {
    if (call.path === "/s/api/cookie" && call.method === "GET") {
      if (options.setsCookie !== false) {
        if (options.cookieDelayMs) setTimeout(() => setXsrfCookie(token), options.cookieDelayMs);
        else setXsrfCookie(token);
      }
      return new Response(null, { status: 204 });
    }
    if (call.method !== "GET" && call.headers.get("x-xsrf-token") !== token) {
      return jsonResponse({ message: XSRF_REFUSED }, 419);
    }
    const handler = routes.get(`${call.method} ${call.path}`);
    if (!handler) return jsonResponse({ message: `Route ${call.method}:${call.path} not found`, error: "Not Found", statusCode: 404 }, 404);
    return handler(call);
  }

  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, window.location.origin);
    const call: RecordedCall = {
      method: (init.method ?? "GET").toUpperCase(),
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: new Headers(init.headers),
      body: parseBody(init.body),
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const signal = init.signal;
    return new Promise<Response>((resolve, reject) => {
      // Like a browser's fetch: an aborted signal rejects the call with the signal's reason.
      const abort = () => reject(signal?.reason ?? new DOMException("The operation was aborted.", "AbortError"));
      if (signal?.aborted) return abort();
      signal?.addEventListener("abort", abort, { once: true });
      Promise.resolve()
        .then(() => route(call))
        .then(resolve, reject);
    });
  };

  return {
    fetch,
    token,
    calls,
    on(method: string, path: string, handler: Handler) {
      routes.set(`${method.toUpperCase()} ${path}`, handler);
      return this;
    },
    /** The paths called, in order, as "METHOD /path". */
    log(): string[] {
      return calls.map((c) => `${c.method} ${c.path}`);
    },
  };
}
export type FakeShopServer = ReturnType<typeof createFakeShopServer>;

// Answers captured from the real server (demo website, trimmed), so tests see real shapes.

export function demoInitAnswer() {
  return {
    user: null as null | Record<string, unknown>,
    web: {
      id: 1,
      name: "Kirana Demo Store",
      logo: "",
      description: "Fresh groceries, staples and daily needs delivered to your door in Bengaluru.",
      theme: "light",
      favicon: "brand/favicon.svg",
      show_supplier_page: true,
      show_cart: true,
      font_family: "Inter, sans-serif",
      nav_alignment: "left",
    },
    pincode: null as string | null,
    activetheme: { name: "light", data: { colors: { primary: "#0f7b3f", "primary-contrast": "#ffffff", text: "#1f2937" } } },
    navSetting: {
      nav_alignment: "left",
      logo_settings: '{"image_size":"medium","image_height":56,"image_width":56}',
      search_setting: "100",
      navbar_height: 56,
      sub_navbar_height: 40,
      navbar_template: 1,
      header_template: 1,
      footer_name: "Kirana Demo Store",
      show_cart_icon: true,
      show_pincode: true,
      show_login: true,
      show_account: true,
      show_logo: false,
      show_register: true,
      show_search_bar: true,
    } as Record<string, unknown>,
    categories: [
      {
        name: "Fruits & Vegetables",
        slug: "fruits-vegetables",
        avatar: "categories/fruits-vegetables.svg",
        children: [{ name: "Fresh Vegetables", slug: "fresh-vegetables", avatar: "categories/fresh-vegetables.svg", children: [] }],
      },
    ],
    brands: [
      { name: "Achaar Ghar", slug: "achaar-ghar" },
      { name: "Amrut Creamery", slug: "amrut-creamery" },
    ],
    webSeo: {
      og_title: "Kirana Demo Store — groceries delivered",
      og_description: "Atta, rice, dals, fresh vegetables, dairy and more at honest prices.",
      meta_keywords: "grocery, kirana, atta, rice, dal, vegetables, Bengaluru",
      og_image: "",
    },
    webAddress: { line1: "12, 100 Feet Road", city: "Bengaluru", pincode: "560038", phone: "+91 80 4000 1234" },
    popup: { image: "banners/popup-fresh.svg", link: "/products?c=fruits-vegetables", once: true, duration: 5 } as Record<string, unknown> | null,
    webPages: [] as unknown[],
    navs: [
      { icon: "grid", link: "/categories", name: "All Categories", open: false, slug: "", group: 1, image: "", value: "", children: [], show_icon: 1 },
      {
        icon: "",
        link: "/products?c=fruits-vegetables",
        name: "Fruits & Vegetables",
        open: false,
        slug: "fruits-vegetables",
        group: 1,
        image: "categories/fruits-vegetables.svg",
        value: "fruits-vegetables",
        children: [
          {
            icon: "",
            link: "/products?c=fresh-vegetables",
            name: "Fresh Vegetables",
            open: false,
            slug: "fresh-vegetables",
            group: 1,
            image: "categories/fresh-vegetables.svg",
            value: "fresh-vegetables",
            children: [],
            show_icon: 0,
          },
        ],
        show_icon: 0,
      },
    ] as Record<string, unknown>[],
    footers: [
      {
        name: "Shop",
        children: [
          { icon: "", link: "/products", name: "All products", show_icon: 0 },
          { icon: "phone", link: "tel:+918040001234", name: "Call us", show_icon: 1 },
        ],
      },
    ],
    cart: emptyCart(["cod", "razorpay", "cashfree"]),
  };
}

export function demoProduct() {
  return {
    product_id: 405,
    product_name: "Shubh Pooja Kumkum Powder",
    brand_name: "Shubh Pooja",
    slug: "shubh-pooja-kumkum-powder",
    brand_slug: "shubh-pooja",
    wishlist: false,
    medias: [{ src: "products/shubh-pooja-kumkum-powder.svg" }],
    image: "products/shubh-pooja-kumkum-powder.svg",
    packs: [
      {
        pack_id: 568,
        pack_name: "50 g",
        price: 22,
        act_price: 30,
        discount: 26.66,
        warehouse_id: 1,
        discount_type: "percentage",
        in_stock: true,
        max_quantity: 10,
        max_per_order: 10,
        net_quantity: 50,
        unit: "g" as const,
        pack_count: 1,
      },
    ],
  };
}

export function demoPageData() {
  return {
    data: [
      {
        id: "demobanner",
        name: "hero-banner",
        type: "block",
        data: { slides: [{ image: "banners/hero-staples.svg", image_sm: "banners/hero-staples-sm.svg", link: "/products?c=atta-rice-dal" }] },
        logicdata: {},
        response: null,
        order: 0,
        settings: { settings: '{"aspect": "md", "bgcolor": "#f6f7f5", "fullpage": false}' },
      },
      {
        id: "demodeals0",
        name: "products",
        type: "block",
        data: { title: "Best deals this week" },
        logicdata: { sort: "discount", limit: 12 },
        response: [demoProduct()],
        order: 2,
        settings: {},
      },
    ],
    url: "/",
    route: "home",
    css: "",
    show_footer: true,
    show_sub_navbar: true,
    show_navbar: true,
    seo_title: "",
    seo_description: "",
    seo_keyword: "",
    schema_script: null as string | null,
  };
}

/** A cart line of demoProduct()'s pack, `quantity` of it. */
export function demoCartItem(quantity = 1, overrides: Partial<CartItem> = {}): CartItem {
  return {
    pack_id: 568,
    product_id: 405,
    slug: "shubh-pooja-kumkum-powder",
    image: "products/shubh-pooja-kumkum-powder.svg",
    name: "Shubh Pooja Kumkum Powder",
    pack: "50 g",
    quantity,
    price: 22,
    act_price: 30,
    amount: 22 * quantity,
    valid: true,
    max_quantity: 10,
    max_per_order: 10,
    warehouse_id: 1,
    delivery_charge_id: 1,
    del_date: "2025-06-02",
    del_start_time: "09:00",
    del_end_time: "12:00",
    ...overrides,
  };
}

/** The cart the server answers holding `items`, with its sums worked out as the server does. */
export function demoCart(items: CartItem[] = [demoCartItem()], overrides: Partial<Cart> = {}): Cart {
  const valid = items.filter((i) => i.valid);
  const total = valid.reduce((sum, i) => sum + i.amount, 0);
  const finalDelivery = items.length === 0 || total >= 499 ? 0 : 30;
  return {
    ...emptyCart(["cod", "razorpay", "cashfree"]),
    quantity: items.reduce((n, i) => n + i.quantity, 0),
    total,
    amount: total + finalDelivery,
    delivery_charge: items.length ? 30 : 0,
    finalDelivery,
    deliveryMessage: finalDelivery ? `Add ${Math.round((499 - total) * 100) / 100} more for free delivery` : "",
    items,
    savings: valid.reduce((sum, i) => sum + (i.act_price - i.price) * i.quantity, 0),
    valid: valid.length === items.length,
    ...overrides,
  };
}
