// A stand-in for MSG91's Flow API on a loopback port, speaking its documented protocol: it checks
// the auth key and template, keeps what it was asked to send, and can be told to refuse.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface Msg91Request {
  path: string;
  authkey: string | undefined;
  body: { template_id?: string; short_url?: string; unicode?: number; recipients?: Record<string, string>[] };
}

export async function startFakeMsg91(expected: { authKey: string; templateId: string; moreTemplateIds?: readonly string[] }) {
  const templates = new Set([expected.templateId, ...(expected.moreTemplateIds ?? [])]);
  const received: Msg91Request[] = [];
  let refuseWith: { status: number; message: string } | null = null;
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    const authkey = typeof req.headers.authkey === "string" ? req.headers.authkey : undefined;
    let body: Msg91Request["body"] = {};
    try {
      body = JSON.parse(text) as Msg91Request["body"];
    } catch {
      body = {};
    }
    received.push({ path: req.url ?? "", authkey, body });
    const answer = (status: number, type: "success" | "error", message: string) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ type, message }));
    };
    if (req.method !== "POST" || req.url !== "/api/v5/flow") return answer(404, "error", "Not found");
    if (authkey !== expected.authKey) return answer(401, "error", "Authentication failure");
    if (refuseWith) return answer(refuseWith.status, "error", refuseWith.message);
    if (!body.template_id || !templates.has(body.template_id)) return answer(400, "error", "Template not found");
    return answer(200, "success", `3463${received.length.toString().padStart(20, "0")}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refuse(status: number, message: string) {
      refuseWith = { status, message };
    },
    accept() {
      refuseWith = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
