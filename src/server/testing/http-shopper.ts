// A shopper's browser over real HTTP, for tests against server processes: keeps cookies, sends
// the website's origin and the anti-forgery token, and may spread its requests over several
// instances of the server (they share one database, so any of them must do). It speaks plain
// node:http over kept-alive sockets: benchmarks run it beside the server on the same cores, and
// fetch costs several times the CPU per request.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export interface ShopperAnswer {
  status: number;
  text: string;
  headers: IncomingHttpHeaders;
  json<T>(): T;
}

export class HttpShopper {
  readonly cookies = new Map<string, string>();
  private turn = 0;

  constructor(
    private readonly bases: readonly string[],
    readonly origin = "http://localhost:3000",
  ) {}

  private remember(setCookies: string[] | undefined) {
    for (const line of setCookies ?? []) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ShopperAnswer> {
    if (method !== "GET" && !this.cookies.has("XSRF-TOKEN")) await this.request("GET", "/s/api/cookie");
    const base = this.bases[this.turn++ % this.bases.length]!;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent: Record<string, string> = {
      "x-web-url": this.origin,
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ") } : {}),
      ...(method !== "GET" ? { "x-xsrf-token": this.cookies.get("XSRF-TOKEN") ?? "", "content-type": "application/json" } : {}),
      ...(payload !== undefined ? { "content-length": String(Buffer.byteLength(payload)) } : {}),
      ...headers,
    };
    const {
      status,
      text,
      headers: answered,
    } = await new Promise<{ status: number; text: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const req = httpRequest(base + path, { method, headers: sent, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), headers: res.headers }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(payload);
    });
    this.remember(answered["set-cookie"]);
    return { status, text, headers: answered, json: <T>() => JSON.parse(text) as T };
  }
}
