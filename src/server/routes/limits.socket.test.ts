// The size limits on a listening server (ADR 0041), over a raw socket: Node's HTTP parser
// enforces the header limit, which an injected request never meets, and a client sending a
// body larger than allowed must be answered, not left hanging. Each answer is the API's {message}.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT } from "../app";
import { MAX_URL_LENGTH } from "../plugins/request-limits";
import { createTestApp, DEMO, type TestApp } from "../testing/test-app";

let h: TestApp;
let port: number;
const host = new URL(DEMO).host;

beforeAll(async () => {
  h = await createTestApp();
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  port = (h.app.server.address() as { port: number }).port;
});
afterAll(() => h?.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (and `body`) as written and reads the answer until the server closes. */
function raw(head: string, body: Buffer | string = ""): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    // The server may answer and close before the whole body is written; that is the point.
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return reject(new Error(`No answer: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine, ...lines] = text.slice(0, split).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const name = line.slice(0, line.indexOf(":")).toLowerCase();
        // Headers sent more than once (Set-Cookie) are kept a line each.
        headers[name] = [headers[name], line.slice(line.indexOf(":") + 1).trim()].filter(Boolean).join("\n");
      }
      resolve({ status: Number(statusLine!.split(" ")[1]), headers, body: text.slice(split + 4) });
    });
    socket.setTimeout(20_000, () => socket.destroy(new Error("The server did not answer")));
    socket.write(head);
    if (body.length) socket.write(body);
  });
}

const request = (line: string, headers: string[] = []) => `${line} HTTP/1.1\r\nHost: ${host}\r\nX-Web-Url: ${DEMO}\r\n${headers.map((h) => `${h}\r\n`).join("")}Connection: close\r\n\r\n`;

function expectMessage(answer: RawAnswer, status: number, message: RegExp) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/application\/json/);
  const json = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(json)).toEqual(["message"]);
  expect(json.message).toMatch(message);
}

describe("request limits on a listening server", () => {
  it("answers an address over the limit with 414", async () => {
    const path = `/s/api/products?q=${"a".repeat(MAX_URL_LENGTH)}`;
    expectMessage(await raw(request(`GET ${path}`)), 414, /address is too long/);
    // An address at the limit is read as usual (the query is then refused on its own terms).
    const atLimit = `/s/api/products?q=${"a".repeat(MAX_URL_LENGTH - "/s/api/products?q=".length)}`;
    const answer = await raw(request(`GET ${atLimit}`));
    expect(answer.status).toBe(422);
  });

  it("answers headers over Node's 16 kB with 431", async () => {
    expectMessage(await raw(request("GET /s/api/products", [`X-Padding: ${"p".repeat(20 * 1024)}`])), 431, /headers are too large/);
    // An address so long that it is over the header limit by itself.
    expectMessage(await raw(request(`GET /s/api/products?q=${"a".repeat(20 * 1024)}`)), 431, /headers are too large/);
  });

  it("answers a body over the limit with 413", async () => {
    // A session and its XSRF token, so the body is what is refused.
    const cookieAnswer = await raw(request("GET /s/api/cookie"));
    const cookies = (cookieAnswer.headers["set-cookie"] ?? "").split("\n").map((c) => c.split(";")[0]!.trim());
    const token = cookies.find((c) => c.startsWith("XSRF-TOKEN="))?.slice("XSRF-TOKEN=".length) ?? "";
    expect(token).not.toBe("");
    const body = Buffer.from(JSON.stringify({ pack_id: 1, note: "x".repeat(BODY_LIMIT) }));
    const head = request("POST /s/api/cart/add", [`Cookie: ${cookies.join("; ")}`, `X-XSRF-Token: ${token}`, "Content-Type: application/json", `Content-Length: ${body.length}`]);
    expectMessage(await raw(head, body), 413, /body is too large/);
  });

  it("answers a request that is not HTTP with 400, and keeps serving", async () => {
    expectMessage(await raw("NOT HTTP AT ALL\r\n\r\n"), 400, /not valid HTTP/);
    const health = await raw(request("GET /s/healthz"));
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok" });
  });
});
