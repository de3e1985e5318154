// The few service-worker types the worker uses. The project's TypeScript program has the DOM's
// types, which clash with the WebWorker library's, so the worker names what it needs here.

export interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response> | Response): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}

/** What the server writes ahead of the worker's code (service-worker-script.ts). */
export interface WorkerConfig {
  /** Names this build of the shop: the worker's own bytes change with it, so browsers install the new one. */
  build: string;
  /** The shell: the shop's code, styles and this website's fonts, fetched at install. */
  precache: readonly string[];
}

export interface WorkerScope {
  readonly location: Location;
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
  fetch(request: Request | string, init?: RequestInit): Promise<Response>;
  setTimeout(callback: () => void, ms: number): unknown;
  __KIRANA_WORKER__?: WorkerConfig;
}
