// Serves the built shop: hashed assets for a year, every other path gets the app's page.
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { compressBody, negotiateEncoding, precompress } from "../lib/compression";
import { readBuiltFiles } from "../http/built-files";
import { statusOf } from "../http/http-error";
import { isAskersRefusal } from "../domain/refusal";
import { controlCharacterErrors } from "../http/control-characters";
import { badAddressPage, pathBack } from "../html/bad-address-page";
import { catalogueContext } from "../http/catalogue-context";
import { shopHtml } from "../html/shop-html";
import { BUILD_MANIFEST_PATH, modulePreloads, type BuildManifest } from "../html/module-preloads";
import { PREVIEW_PATH } from "../../shared/constants";
import { BUILDER_PREVIEW_PATH } from "../../shared/page-builder";
import { isToolPageFile, toolPages } from "../html/tool-pages";
import { loadFonts } from "../html/fonts";
import type { RouteOptions } from "./route-options";
import { viewCart } from "../http/cart-context";
import { screenAnswers } from "../html/screen-answers";
import { serviceWorkerScripts } from "../html/service-worker-script";
import { mayKeepOffline } from "../../shared/offline/kept-pages";
import { SERVICE_WORKER_PATH } from "../../shared/offline/offline-caches";
import type { Lang } from "../../shared/i18n/languages";
import type { CompiledMessages } from "../../shared/i18n/compile-messages";
import { CATALOGUE_FILE } from "../domain/i18n/shop-catalogues";
import { languageAlternates } from "../html/language-alternates";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** The server-side render of the shop, built by `npm run build` into dist/server/. */
interface ShopRenderer {
  renderShop(input: { url: string; init: unknown; page: unknown; answers: Record<string, unknown>; lang: Lang; messages: CompiledMessages }): Promise<{ html: string | null }>;
}

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kirana</title></head>
<body><div id="root"><div><p>The shop has not been built yet. Run <code>npm run build</code>, or start it with <code>npm start</code>.</p></div></div></body></html>`;

export interface ShopRouteOptions extends RouteOptions {
  /** The built shop: its HTML shell, assets and server bundle. */
  distDir: string;
  environment: string;
}

export async function shopRoutes(app: FastifyInstance, { services, distDir, environment }: ShopRouteOptions): Promise<void> {
  // Read once at start: the built shop is small and never changes while the server runs.
  const { files, compressed: builtCopies } = readBuiltFiles(distDir);
  const fonts = loadFonts();
  for (const [path, bytes] of fonts) files.set(path, bytes);
  // The build's chunk graph is for this server, not a file to send.
  const manifestFile = files.get(BUILD_MANIFEST_PATH);
  files.delete(BUILD_MANIFEST_PATH);
  const manifest = manifestFile && (JSON.parse(manifestFile.toString("utf8")) as BuildManifest);
  const preloadsFor = modulePreloads(manifest);
  const indexHtml = files.get("/index.html")?.toString("utf8") ?? PLACEHOLDER;
  // The service worker exists only for a build that made one (npm run build).
  const workerFile = join(distDir, "server", "service-worker.js");
  const workerScript = manifest && existsSync(workerFile) ? serviceWorkerScripts({ code: readFileSync(workerFile, "utf8"), manifest, indexHtml, fontPaths: [...fonts.keys()] }) : null;
  const toolPage = toolPages(files);
  const compressed = precompress(files, builtCopies);
  const rendererFile = join(distDir, "server", "entry-server.js");
  let renderer: Promise<ShopRenderer | null> | undefined;
  const loadRenderer = () =>
    (renderer ??= existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<ShopRenderer>).catch((error: unknown) => {
          app.log.error({ err: error }, "the server render could not be loaded; pages render in the browser");
          return null;
        })
      : Promise.resolve(null));

  /** The first route's page data, or null (with its status) when the path has no page. */
  async function firstPage(request: FastifyRequest, path: string) {
    try {
      const ctx = await catalogueContext(services, request);
      return { page: await services.pageData.answer(ctx, path, request.query as Record<string, unknown>, request.log), status: 200 };
    } catch (error) {
      if (isAskersRefusal(error)) return { page: null, status: statusOf(error) };
      throw error;
    }
  }

  const badAddress = (reply: FastifyReply, back: string) => reply.status(400).type(TYPES[".html"]!).header("cache-control", "no-cache").send(badAddressPage(back));

  // Never kept by the browser, so each visit asks whether there is a new build (ADR 0084). It
  // fetches only from its own website.
  app.get(SERVICE_WORKER_PATH, async (request, reply) => {
    if (!workerScript) return reply.callNotFound();
    const { source } = workerScript(request.website.fontFamily);
    reply.header("cache-control", "no-cache").header("content-security-policy", "default-src 'none'; connect-src 'self'").type(TYPES[".js"]!);
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    return encoding ? reply.header("vary", "accept-encoding").header("content-encoding", encoding).send(compressBody(source, encoding)) : reply.send(source);
  });

  // The page's messages (issue 35, ADR 0085), named by their content's hash: kept for good. An
  // address of an older version (an owner changed a text since) gets today's, not to be kept.
  app.get("/i18n/:file", async (request, reply) => {
    const match = CATALOGUE_FILE.exec(request.url.split("?", 1)[0]!);
    const lang = match?.[1];
    if (!match || !request.website || !(lang === "en" || lang === "hi")) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    const catalogue = await services.catalogues.catalogue(request.website.id, lang);
    const current = catalogue.path === request.url.split("?", 1)[0];
    reply
      .header("cache-control", current ? "public, max-age=31536000, immutable" : "no-cache")
      .type(TYPES[".json"]!)
      .header("vary", "accept-encoding");
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    return encoding ? reply.header("content-encoding", encoding).send(compressBody(catalogue.json, encoding)) : reply.send(catalogue.json);
  });

  // A control character in the address gets a page here, not the API's 422 (ADR 0049).
  app.get("/*", { config: { ownControlCharacterAnswer: true } }, async (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split("?", 1)[0] ?? "/");
    } catch {
      return badAddress(reply, "/");
    }
    // The API and the image paths never fall through to the shop.
    if (path === "/s" || path.startsWith("/s/") || path.startsWith("/cdn/")) return reply.callNotFound();
    if (controlCharacterErrors(request)) return badAddress(reply, pathBack(path));
    // The page builder and the back office are apps of their own (ADR 0024): one page for all
    // of a tool's paths, no shop data.
    const tool = toolPage(path);
    if (tool !== undefined) {
      reply.header("cache-control", "no-cache").header("vary", "accept-encoding").type(TYPES[".html"]!);
      const encoding = negotiateEncoding(request.headers["accept-encoding"]);
      return encoding ? reply.header("content-encoding", encoding).send(compressBody(tool, encoding)) : reply.send(tool);
    }
    const file = path !== "/index.html" && !isToolPageFile(path) ? files.get(path) : undefined;
    if (file) {
      const immutable = path.startsWith("/assets/") || path.startsWith("/fonts/");
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      reply.type(TYPES[extname(path)] ?? "application/octet-stream");
      const variants = compressed.get(path);
      if (!variants) return reply.send(file);
      reply.header("vary", "accept-encoding");
      const encoding = negotiateEncoding(request.headers["accept-encoding"]);
      if (!encoding) return reply.send(file);
      return reply.header("content-encoding", encoding).send(variants[encoding]);
    }
    if (extname(path) && !path.endsWith(".html")) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    // The page carries this visitor's cart and user: never cached by shared caches. A private
    // page (account, checkout, sign-in) is not kept at all, not even by the phone's offline copy.
    reply.header("cache-control", mayKeepOffline(path) ? "private, no-cache" : "private, no-store");
    const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const [init, first, answers, catalogue, alternates] = await Promise.all([
      services.init.answer(request.website, await request.session(), await viewCart(services, request), request.lang),
      firstPage(request, path),
      // A signed-in screen's own data, so it is rendered here with its content (ADR 0044).
      screenAnswers(app, request, path, search),
      services.catalogues.catalogue(request.website.id, request.lang),
      languageAlternates(services, request),
    ]);
    const origin = `${request.protocol}://${request.host}`;
    let appHtml: string | undefined;
    const render = await loadRenderer();
    if (render) {
      try {
        appHtml = (await render.renderShop({ url: origin + request.url, init, page: first.page, answers, lang: request.lang, messages: catalogue.messages })).html ?? undefined;
      } catch (error) {
        // The browser can still render the page from the embedded data.
        request.log.error({ err: error, path }, "server render failed");
      }
    }
    const preloads = preloadsFor(first.page?.data.map((c) => c.name) ?? []);
    const html = shopHtml({
      template: indexHtml,
      init,
      page: first.page,
      answers,
      origin,
      path,
      search,
      environment,
      appHtml,
      log: request.log,
      modulePreloads: preloads,
      lang: request.lang,
      messagesPath: catalogue.path,
      alternates,
    });
    // The previews have no page document, yet they are pages like any other (/preview outside
    // production only, ADR 0014; the builder's /builder-preview everywhere, ADR 0024).
    const status = (path === PREVIEW_PATH && environment !== "production") || path === BUILDER_PREVIEW_PATH ? 200 : first.status;
    reply.status(status).type(TYPES[".html"]!).header("vary", "accept-encoding");
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    return encoding ? reply.header("content-encoding", encoding).send(compressBody(html, encoding)) : reply.send(html);
  });
}
