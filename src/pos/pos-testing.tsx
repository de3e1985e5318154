// Test support only: the point of sale opened at one of its addresses against a stand-in server
// (src/client/api/fake-shop-server) that answers a staff member of Fresh Basket, with the
// counter's answers in the contract's shapes.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../client/api/fake-shop-server";
import type { PosProduct, PosQuote, PosQuoteBody, PosReceipt, PosSession } from "../shared/api/pos";
import { POS_PATH } from "../shared/pos";
import { posRoutes } from "./pos-app";

export const SESSION: PosSession = {
  website: { id: 2, name: "Fresh Basket", address: "14, 100 Feet Road, Indiranagar, Bengaluru 560038", phone: "8040001234" },
  user: { id: 5, name: "Asha Rao", phone: "9876543214" },
  role: "staff",
  warehouses: [
    { id: 1, name: "Indiranagar", address: "14, 100 Feet Road", is_default: true },
    { id: 4, name: "Koramangala", address: "5th Block", is_default: false },
  ],
};

export const TOOR_DAL: PosProduct = {
  product_id: 7,
  name: "Toor Dal",
  brand: "Tata Sampann",
  image: "",
  packs: [
    { pack_id: 31, name: "500 g", code: "8901001", price: 72.5, mrp: 80, stock: 5, max_per_order: 10 },
    { pack_id: 32, name: "1 kg", code: "8901002", price: 140, mrp: 160, stock: 0, max_per_order: 10 },
  ],
};

export const BASMATI: PosProduct = {
  product_id: 8,
  name: "Basmati Rice",
  brand: "India Gate",
  image: "",
  packs: [{ pack_id: 41, name: "1 kg", code: "8902001", price: 120, mrp: 150, stock: 9, max_per_order: 10 }],
};

const PACKS = new Map([TOOR_DAL, BASMATI].flatMap((product) => product.packs.map((pack) => [pack.pack_id, { product, pack }] as const)));

/**
 * The stand-in's quote: each line at its pack's price, a coupon "SAVE10" taking ₹10 off, and a
 * line over the pack's stock flagged as the server flags it. Its figures are the server's to
 * the screen, which must show them, not work them out.
 */
export function quoteOf(body: PosQuoteBody): PosQuote {
  const lines = body.lines.map(({ pack_id, quantity }) => {
    const { product, pack } = PACKS.get(pack_id)!;
    const valid = quantity <= pack.stock;
    return {
      pack_id,
      product_id: product.product_id,
      name: product.name,
      pack: pack.name,
      code: pack.code,
      quantity,
      price: pack.price,
      mrp: pack.mrp,
      amount: pack.price * quantity,
      max_quantity: pack.stock,
      valid,
      ...(valid ? {} : { message: `Only ${pack.stock} left in stock` }),
    };
  });
  const sold = lines.filter((l) => l.valid);
  const subtotal = sold.reduce((t, l) => t + l.amount, 0);
  const mrpTotal = sold.reduce((t, l) => t + l.mrp * l.quantity, 0);
  const applied = body.coupon === "SAVE10" && subtotal > 0;
  const discount = applied ? 10 : 0;
  return {
    lines,
    subtotal,
    mrp_total: mrpTotal,
    discount,
    total: subtotal - discount,
    savings: mrpTotal - subtotal + discount,
    coupon: body.coupon ? { code: body.coupon, applied, message: applied ? "₹10 off with SAVE10" : "This coupon is not valid" } : null,
    customer: null,
    valid: lines.length > 0 && lines.every((l) => l.valid),
  };
}

export const RECEIPT: PosReceipt = {
  id: 90,
  order_number: "KD2001",
  created_at: "2026-11-26T04:30:00.000Z",
  status: "completed",
  shop: { name: "Fresh Basket", address: "14, 100 Feet Road, Indiranagar, Bengaluru 560038", phone: "8040001234" },
  warehouse: { id: 1, name: "Indiranagar", address: "14, 100 Feet Road" },
  staff: { name: "Asha Rao" },
  customer: null,
  lines: [{ pack_id: 31, name: "Toor Dal", pack: "500 g", quantity: 2, price: 72.5, mrp: 80, amount: 145 }],
  subtotal: 145,
  mrp_total: 160,
  discount: 0,
  savings: 15,
  total: 145,
  coupon_code: null,
  payment: { method: "cash", label: "Cash", amount: 145, tendered: 200, change: 55, reference: null },
  voided: null,
  can_void: true,
  documents: [],
};

/** A stand-in answering the session, product search (Toor Dal, Basmati Rice) and quotes. */
export function posServer(): FakeShopServer {
  const server = createFakeShopServer();
  server.on("GET", "/s/api/pos/session", () => jsonResponse(SESSION));
  server.on("GET", "/s/api/pos/products", (call) => {
    const q = (call.query.get("q") ?? "").toLowerCase();
    const items = [TOOR_DAL, BASMATI].filter((p) => p.name.toLowerCase().includes(q) || p.brand.toLowerCase().includes(q) || p.packs.some((k) => k.code === q));
    return jsonResponse({ items });
  });
  server.on("POST", "/s/api/pos/quote", (call) => jsonResponse(quoteOf(call.body as PosQuoteBody)));
  vi.stubGlobal("fetch", server.fetch);
  return server;
}

export function openAt(path: string) {
  const router = createMemoryRouter(posRoutes, { initialEntries: [`${POS_PATH}${path}`], basename: POS_PATH });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
