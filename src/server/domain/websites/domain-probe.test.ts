// The server's own probe (ADR 0048): one GET to the address already checked, with the domain as
// Host; a redirect comes back as an answer, never followed; at most a few kB are read; a silent
// server is given up on. A local server stands in for the domain (the verifier, not the probe,
// refuses local addresses: domain-verification.test.ts).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDomainProbe, PROBE_MAX_BYTES } from "./domain-probe";

let server: Server;
const hits: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.headers.host} ${req.url}`);
    if (req.url === "/token") return res.end("abc123\n");
    if (req.url === "/moved") {
      res.writeHead(301, { location: "http://127.0.0.1/token" });
      return res.end();
    }
    if (req.url === "/big") return res.end("x".repeat(PROBE_MAX_BYTES * 20));
    // /silent: never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// The probe always goes to port 80; the test server listens elsewhere, so the port is given here.
function probeOnTestPort(timeoutMs = 2000) {
  const port = (server.address() as AddressInfo).port;
  return createDomainProbe({ timeoutMs, port });
}

describe("the domain probe's GET", () => {
  it("connects to the given address with the domain as Host and reads the answer", async () => {
    const answer = await probeOnTestPort().get("127.0.0.1", "shop.example.in", "/token");
    expect(answer).toEqual({ status: 200, location: null, body: "abc123\n", truncated: false });
    expect(hits).toContain("shop.example.in /token");
  });

  it("answers a redirect as it is, without following it", async () => {
    const before = hits.length;
    const answer = await probeOnTestPort().get("127.0.0.1", "shop.example.in", "/moved");
    expect(answer).toMatchObject({ status: 301, location: "http://127.0.0.1/token" });
    expect(hits.slice(before)).toEqual(["shop.example.in /moved"]);
  });

  it("reads at most a few kB", async () => {
    const answer = await probeOnTestPort().get("127.0.0.1", "shop.example.in", "/big");
    expect(answer.truncated).toBe(true);
    expect(answer.body.length).toBe(PROBE_MAX_BYTES);
  });

  it("gives up on a server that does not answer", async () => {
    await expect(probeOnTestPort(200).get("127.0.0.1", "shop.example.in", "/silent")).rejects.toThrow(/timed out/);
  });
});
