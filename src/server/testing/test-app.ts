// An in-process server over a fresh copy of the seeded database, and a browser-like
// client that keeps cookies and speaks the §7 conventions.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { createServices, type ServiceSettings, type Services } from "../services";
import { defaultConfig } from "../config";
import type { TrustedProxies } from "../http/trusted-proxies";
import { openTestDatabase } from "./test-databases";
import type { DomainProbe } from "../domain/websites/domain-probe";

export const DEMO = "http://localhost:3000";
export const FRESH = "http://fresh.localhost:3000";

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: {
    nodeEnv?: "test" | "development" | "production";
    settings?: Partial<ServiceSettings>;
    onQuery?: (text: string, params: unknown[]) => void;
    /** DNS and HTTP for the own-domain check; the real ones when left out. */
    domainProbe?: DomainProbe;
    /** The proxies in front of the server (ADR 0046); none by default. */
    trustProxy?: TrustedProxies;
    /** A built shop to serve (its HTML, assets and service worker); none by default. */
    distDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(opts.onQuery ? { onQuery: opts.onQuery } : {});
  const settings = { ...defaultConfig(), NODE_ENV: opts.nodeEnv ?? "test", ...opts.settings };
  const services = createServices(database, "test-secret-test-secret-test-secret-0123", settings, undefined, { domainProbe: opts.domainProbe });
  const app = await buildApp({
    config: { NODE_ENV: opts.nodeEnv ?? "test", LOG_LEVEL: "silent", TRUST_PROXY: opts.trustProxy ?? false },
    services,
    distDir: opts.distDir ?? "/nonexistent",
    logger: false,
  });
  await app.ready();
  return {
    app,
    services,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A shopper's browser on one website: cookies kept, x-web-url sent, XSRF fetched before writes. */
export class ShopClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly origin: string = DEMO,
    /** The address the server sees the requests come from (per-IP limits). */
    readonly remoteAddress?: string,
  ) {}

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === "";
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(method: Method, url: string, opts: { body?: unknown; headers?: Record<string, string>; xsrf?: boolean } = {}) {
    if (method !== "GET" && opts.xsrf !== false && !this.cookies.has("XSRF-TOKEN")) {
      await this.request("GET", "/s/api/cookie");
    }
    const headers: Record<string, string> = {
      "x-web-url": this.origin,
      host: new URL(this.origin).host,
      ...opts.headers,
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (method !== "GET" && opts.xsrf !== false) headers["x-xsrf-token"] ??= this.cookies.get("XSRF-TOKEN") ?? "";
    const options: InjectOptions = { method, url, headers, ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}) };
    if (opts.body !== undefined) options.payload = opts.body as InjectOptions["payload"];
    const res = await this.app.inject(options);
    this.remember(res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, headers ? { headers } : {});
  }

  post(url: string, body?: unknown, opts: { headers?: Record<string, string>; xsrf?: boolean } = {}) {
    return this.request("POST", url, { body, ...opts });
  }
}
