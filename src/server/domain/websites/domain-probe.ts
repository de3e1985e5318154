// What the domain check needs of the outside world (ADR 0048): TXT records, the addresses a name
// has, and one plain HTTP GET to an address already chosen. Tests give their own; the server's
// asks DNS and connects itself. The checks on what may be fetched are the verifier's, so a fake
// probe goes through them too.
import { request } from "node:http";
import { Resolver } from "node:dns/promises";

/** The first bytes of an answer; the token is far shorter. */
export const PROBE_MAX_BYTES = 4096;
export const PROBE_TIMEOUT_MS = 5000;

export interface ProbeAnswer {
  status: number;
  /** The Location header of a redirect, if any. */
  location: string | null;
  /** At most PROBE_MAX_BYTES of the body, as text. */
  body: string;
  /** The body was longer than PROBE_MAX_BYTES. */
  truncated: boolean;
}

export interface DomainProbe {
  /** The TXT records at a name, each record's strings joined; [] when there are none. */
  txt(name: string): Promise<string[]>;
  /** Every IPv4 and IPv6 address a name resolves to; [] when it has none. */
  addresses(name: string): Promise<string[]>;
  /**
   * GET http://<host><path> from `address` (the connection goes there, the Host header names
   * `host`); never follows a redirect. Rejects when nothing answers in time.
   */
  get(address: string, host: string, path: string): Promise<ProbeAnswer>;
}

/** DNS answers that mean "no such record", as opposed to a resolver failing. */
const NO_RECORD = new Set(["ENODATA", "ENOTFOUND", "ENONAME", "NXDOMAIN"]);

async function orNone<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (error) {
    if (NO_RECORD.has((error as NodeJS.ErrnoException).code ?? "")) return [];
    throw error;
  }
}

export function createDomainProbe(options: { timeoutMs?: number; /** Tests only: the port HTTP is asked on. */ port?: number } = {}): DomainProbe {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const port = options.port ?? 80;
  // Its own resolver: a bounded wait, and never the hosts file of this machine.
  const resolver = new Resolver({ timeout: Math.ceil(timeoutMs / 2), tries: 2 });
  return {
    async txt(name) {
      return (await orNone(resolver.resolveTxt(name))).map((chunks) => chunks.join(""));
    },
    async addresses(name) {
      const [v4, v6] = await Promise.all([orNone(resolver.resolve4(name)), orNone(resolver.resolve6(name))]);
      return [...v4, ...v6];
    },
    get(address, host, path) {
      return new Promise<ProbeAnswer>((resolve, reject) => {
        // The address is the one that was checked: connecting by name would resolve it again,
        // and a second answer could name another address (DNS rebinding).
        const req = request({ host: address, port, path, method: "GET", headers: { host, accept: "text/plain", "user-agent": "kirana-domain-check" }, timeout: timeoutMs });
        const deadline = setTimeout(() => {
          reject(new Error("timed out"));
          req.destroy();
        }, timeoutMs);
        req.on("timeout", () => req.destroy(new Error("timed out")));
        req.on("error", (error) => {
          clearTimeout(deadline);
          reject(error);
        });
        req.on("response", (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          let truncated = false;
          const finish = () => {
            clearTimeout(deadline);
            const location = res.headers.location;
            resolve({ status: res.statusCode ?? 0, location: typeof location === "string" ? location : null, body: Buffer.concat(chunks).subarray(0, PROBE_MAX_BYTES).toString("utf8"), truncated });
          };
          res.on("data", (chunk: Buffer) => {
            if (truncated) return;
            size += chunk.length;
            chunks.push(chunk);
            if (size > PROBE_MAX_BYTES) {
              truncated = true;
              finish();
              res.destroy();
            }
          });
          res.on("end", () => {
            if (!truncated) finish();
          });
          res.on("error", (error) => {
            clearTimeout(deadline);
            if (!truncated) reject(error);
          });
        });
        req.end();
      });
    },
  };
}
