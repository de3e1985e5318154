// A shopper's browser over real HTTP, for tests against server processes: keeps cookies, sends
// the website's origin and the anti-forgery token, and may spread its requests over several
// instances of the server (they share one database, so any of them must do).
export class HttpShopper {
  readonly cookies = new Map<string, string>();
  private turn = 0;

  constructor(
    private readonly bases: readonly string[],
    readonly origin = "http://localhost:3000",
  ) {}

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string; json<T>(): T }> {
    if (method !== "GET" && !this.cookies.has("XSRF-TOKEN")) await this.request("GET", "/s/api/cookie");
    const base = this.bases[this.turn++ % this.bases.length]!;
    const res = await fetch(base + path, {
      method,
      headers: {
        "x-web-url": this.origin,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ") } : {}),
        ...(method !== "GET" ? { "x-xsrf-token": this.cookies.get("XSRF-TOKEN") ?? "", "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    this.remember(res);
    const text = await res.text();
    return { status: res.status, text, json: <T>() => JSON.parse(text) as T };
  }
}
