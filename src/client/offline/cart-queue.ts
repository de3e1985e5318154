// Issue 36: the cart presses a shopper makes while offline, kept in the order pressed until the
// connection returns and they are sent one by one; each answer replaces the cart (§4), so the
// cart atom stays exactly the server's and the queue is shown beside it, never merged into it.
//
// The queue lives in localStorage (per origin, so per website), so it survives a reload or a
// closed tab, and other tabs see it. The module is its one keeper: plain functions read and
// change it and tell every jotai store that shows it, so code outside React (sign-out) can call
// clearCartQueue() directly. A browser that refuses storage keeps it for the page's life only.
import { atom, type Atom } from "jotai";
import { selectAtom } from "jotai/utils";
import type { Cart } from "../../shared/api/cart";
import { addToCart, removeFromCart } from "../api/cart-api";
import { ApiError } from "../api/http-client";
import { translate } from "../i18n/translate";
import { reportError } from "../lib/error-reporter";
import { userMessage } from "../lib/user-message";
import { cartAtom, cartCountAtom } from "../state/cart-atom";
import type { CartCall } from "../state/use-cart-call";
import { toast } from "../ui/toast";

export const CART_QUEUE_KEY = "kirana:cart-queue";

export interface CartStep {
  pack_id: number;
  warehouse_id: number;
  /** The pack as the shopper reads it ("Atta, 5 kg"), for the panel and a refusal's toast. */
  label: string;
  step: "add" | "remove";
}

const NONE: readonly CartStep[] = [];

let steps: readonly CartStep[] = NONE;
// The stored text `steps` was read from: the storage is parsed again only when it changed.
let storedText: string | null = null;
// True when the last change could not be stored: `steps` is then ahead of the storage.
let unsaved = false;
// The step a flush has sent and awaits the answer of (always the queue's first).
let sending: CartStep | null = null;
const listeners = new Set<() => void>();

function isStep(value: unknown): value is CartStep {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Record<string, unknown>;
  return Number.isInteger(s.pack_id) && Number.isInteger(s.warehouse_id) && typeof s.label === "string" && (s.step === "add" || s.step === "remove");
}

// What another version of the shop or a hand in the console left there is dropped, not obeyed.
function parse(text: string | null): readonly CartStep[] {
  if (!text) return NONE;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return NONE;
    return value.filter(isStep).map(({ pack_id, warehouse_id, label, step }) => ({ pack_id, warehouse_id, label, step }));
  } catch {
    return NONE;
  }
}

/** The queued steps, oldest first (none on the server). */
export function readCartQueue(): readonly CartStep[] {
  if (unsaved) return steps;
  let text: string | null;
  try {
    text = window.localStorage.getItem(CART_QUEUE_KEY);
  } catch {
    return steps;
  }
  if (text !== storedText) {
    storedText = text;
    steps = parse(text);
  }
  return steps;
}

function save(next: readonly CartStep[]): void {
  steps = next;
  try {
    if (next.length) {
      const text = JSON.stringify(next);
      window.localStorage.setItem(CART_QUEUE_KEY, text);
      storedText = text;
    } else {
      window.localStorage.removeItem(CART_QUEUE_KEY);
      storedText = null;
    }
    unsaved = false;
  } catch {
    unsaved = true;
  }
  for (const listener of listeners) listener();
}

// Another tab's change (a press, its flush, a sign-out) arrives as a storage event.
function onStorage(event: StorageEvent): void {
  if (event.key !== CART_QUEUE_KEY && event.key !== null) return;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

const sameStep = (a: CartStep | undefined, b: CartStep) => a !== undefined && a.pack_id === b.pack_id && a.warehouse_id === b.warehouse_id && a.step === b.step;

/**
 * Queues a press made offline. A press that undoes the pack's last queued one (minus after plus)
 * takes that one out instead: else an add the server refuses, followed by its remove, would take
 * away one the shopper had before. A step already sent is not undone; its opposite follows it.
 */
export function queueCartStep(step: CartStep): void {
  const queue = readCartQueue();
  const last = queue.findLastIndex((s) => s.pack_id === step.pack_id);
  const inFlight = last === 0 && sending !== null;
  if (last >= 0 && queue[last]!.step !== step.step && !inFlight) save(queue.filter((_, i) => i !== last));
  else save([...queue, { ...step }]);
}

/** Empties the queue, here and in the storage, and updates every screen showing it. A plain
 *  call, usable outside React (at sign-out: the next person on the device must not send it). */
export function clearCartQueue(): void {
  save(NONE);
}

/** Adds minus removes of one pack in `queue`. */
export function netQueued(queue: readonly CartStep[], packId: number): number {
  return queue.reduce((net, s) => (s.pack_id !== packId ? net : s.step === "add" ? net + 1 : net - 1), 0);
}

/** The quantity a control shows: the server's, moved by the steps waiting to be sent. */
export function shownQuantity(serverQuantity: number, net: number): number {
  return Math.max(0, serverQuantity + net);
}

export interface QueuedPack {
  pack_id: number;
  label: string;
  net: number;
}

/** Each pack of the queue once, in the order first pressed, with its net change (none at 0). */
export function queuedPacks(queue: readonly CartStep[]): QueuedPack[] {
  const packs = new Map<number, QueuedPack>();
  for (const s of queue) {
    const pack = packs.get(s.pack_id) ?? { pack_id: s.pack_id, label: s.label, net: 0 };
    pack.net += s.step === "add" ? 1 : -1;
    packs.set(s.pack_id, pack);
  }
  return [...packs.values()].filter((p) => p.net !== 0);
}

// Bumped by every change. -1 until the queue's first reader in a store has mounted: the server
// cannot know the queue, so its HTML and the browser's first (hydrating) render show none.
const changes = atom(-1);
changes.onMount = (set) => {
  set((n) => n + 1);
  return subscribe(() => set((n) => n + 1));
};

/** The queue as screens show it (empty until mounted; see above). */
export const cartQueueAtom: Atom<readonly CartStep[]> = atom((get) => (get(changes) < 0 ? NONE : readCartQueue()));

const netAtoms = new Map<number, Atom<number>>();

/** One pack's net queued change; a control follows its own pack only, like cartLineAtom. */
export function queuedNetAtom(packId: number): Atom<number> {
  let netAtom = netAtoms.get(packId);
  if (!netAtom) {
    netAtom = selectAtom(cartQueueAtom, (queue) => netQueued(queue, packId));
    netAtoms.set(packId, netAtom);
  }
  return netAtom;
}

/** The header badge: the cart's count with the queued presses counted, so a press shows. */
export const cartCountWithQueueAtom = atom((get) => {
  const items = get(cartAtom).items;
  let count = get(cartCountAtom);
  for (const { pack_id, net } of queuedPacks(get(cartQueueAtom))) {
    const had = items.find((item) => item.pack_id === pack_id)?.quantity ?? 0;
    count += shownQuantity(had, net) - had;
  }
  return count;
});

// A refusal of the step itself (out of stock, a pack gone): sending it again would be refused
// again. A timeout, throttling (408, 429), a stale anti-forgery token (419, mended by a reload)
// and the server's own failures are not the step's fault: it waits for the next try.
const RETRY_LATER = new Set([408, 419, 429]);
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && !RETRY_LATER.has(error.status);

function send(step: CartStep): Promise<Cart> {
  return step.step === "add" ? addToCart({ pack_id: step.pack_id, warehouse_id: step.warehouse_id }) : removeFromCart(step.pack_id);
}

async function sendQueued(cartCall: CartCall): Promise<void> {
  let sent = 0;
  const told = new Set<string>();
  for (let step = readCartQueue()[0]; step; step = readCartQueue()[0]) {
    // Gone again: the next `online` starts a new flush.
    if (!navigator.onLine) return;
    sending = step;
    try {
      await cartCall(() => send(step), `cart queue ${step.step}`);
    } catch (error) {
      if (!refused(error)) return;
      const values = { label: step.label, reason: userMessage(error) };
      const message = step.step === "add" ? translate("app.cartQueueAddRefused", values) : translate("app.cartQueueRemoveRefused", values);
      // Three presses of a pack out of stock are one thing to say.
      if (!told.has(message)) toast.error(message);
      told.add(message);
    } finally {
      sending = null;
    }
    // Unless the queue changed meanwhile (emptied at sign-out), its first step is the one sent.
    const [first, ...rest] = readCartQueue();
    if (sameStep(first, step)) save(rest);
    sent += 1;
  }
  if (sent) toast.success(translate("app.cartUpToDate"));
}

let flushing: Promise<void> | null = null;

/**
 * Sends the queued steps in order through `cartCall`, which shows each answer. One flush at a
 * time in this page (a second call shares the running one), and where the browser has Web Locks,
 * one across the shop's tabs, which all read the same queue. Stops at the first failure that is
 * not a refusal (the connection went again), leaving the rest for the next time.
 */
export function flushCartQueue(cartCall: CartCall): Promise<void> {
  flushing ??= ("locks" in navigator ? navigator.locks.request(CART_QUEUE_KEY, () => sendQueued(cartCall)) : sendQueued(cartCall))
    .catch((error: unknown) => reportError(error, { where: "cart queue" }))
    .finally(() => {
      flushing = null;
    });
  return flushing;
}
