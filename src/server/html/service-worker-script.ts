// The service worker as /sw.js sends it (issue 36, ADR 0084): the built worker's code with this
// build's config written ahead of it. A new build, or a website's change of font, changes the
// bytes, which is what makes browsers install the new worker on the next visit.
import { createHash } from "node:crypto";
import { fontSlug } from "../../shared/served-fonts";
import { primaryFontFamily } from "../../shared/theme";
import type { BuildManifest } from "./module-preloads";
import { shellFiles } from "./shell-files";

export interface ServiceWorkerBuild {
  /** The bundled worker (dist/server/service-worker.js). */
  code: string;
  manifest: BuildManifest;
  /** The shop's page template: a change to it is a new build too. */
  indexHtml: string;
  /** Every served font file's path (/fonts/{family}/{weight}.woff2). */
  fontPaths: readonly string[];
}

export interface ServiceWorkerScript {
  build: string;
  source: string;
}

/** The script for a website's font, by family; each is worked out once. */
export function serviceWorkerScripts(built: ServiceWorkerBuild): (fontFamily: string | null | undefined) => ServiceWorkerScript {
  const shell = shellFiles(built.manifest);
  const made = new Map<string, ServiceWorkerScript>();
  return (fontFamily) => {
    const slug = fontSlug(primaryFontFamily(fontFamily));
    let script = made.get(slug);
    if (!script) {
      const precache = [...shell, ...built.fontPaths.filter((path) => path.startsWith(`/fonts/${slug}/`))];
      const build = createHash("sha256").update(built.code).update("\0").update(built.indexHtml).update("\0").update(precache.join("\n")).digest("hex").slice(0, 16);
      // JSON is a JavaScript expression; "<" is escaped so no text in it can end a script.
      const config = JSON.stringify({ build, precache }).replace(/</g, "\\u003c");
      script = { build, source: `self.__KIRANA_WORKER__=${config};\n${built.code}` };
      made.set(slug, script);
    }
    return script;
  };
}
