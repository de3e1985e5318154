// How this server reaches itself: the adapters call the sandbox's API, and the sandbox delivers
// webhooks, over HTTP to this server's own origin once it listens. Before it listens (tests
// that inject requests and never open a port) the same requests go through Fastify's inject,
// so the adapter code and the protocol stay identical either way.
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { FetchLike } from "../../../lib/provider-http";

/** The stand-in origin of requests that go through inject. */
export const IN_PROCESS_ORIGIN = "http://kirana.in-process.invalid";

export interface SelfTransport {
  /** This server's origin as seen from itself (http://127.0.0.1:port), or the in-process one. */
  origin(): string;
  fetch: FetchLike;
  /** Called once the app exists, so requests can go through inject until it listens. */
  attach(app: FastifyInstance): void;
  /** Called when the server listens, with its address. */
  listening(address: string | AddressInfo | null): void;
}

export function createSelfTransport(): SelfTransport {
  let listeningOrigin: string | null = null;
  let app: FastifyInstance | null = null;

  async function inject(url: URL, init: RequestInit): Promise<Response> {
    if (!app) throw new Error("the server is not built yet");
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: url.pathname + url.search,
      headers,
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) out.append(key, v);
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  }

  return {
    origin: () => listeningOrigin ?? IN_PROCESS_ORIGIN,
    fetch: (url, init) => {
      const target = new URL(url);
      if (target.origin === IN_PROCESS_ORIGIN) return inject(target, init);
      return fetch(target, init);
    },
    attach(instance) {
      app = instance;
    },
    listening(address) {
      if (!address || typeof address === "string") return;
      // A wildcard address answers on loopback.
      const host = address.address === "0.0.0.0" || address.address === "::" ? "127.0.0.1" : address.address;
      listeningOrigin = `http://${address.family === "IPv6" && host.includes(":") ? `[${host}]` : host}:${address.port}`;
    },
  };
}
