// A page in the shopper's language (issue 35, ADR 0086): the owner's texts that have a version in
// the request's language (a block's `title_hi` beside its `title`, the page's `seo_title_hi`) are
// laid over the English; a missing or empty version keeps the English. Which texts have versions
// is what the schemas mark x-translatable. The versions themselves are never sent to the shop.
import type { Lang } from "../../../shared/i18n/languages";
import type { PageComponent } from "../../../shared/page-document";
import { speakTexts, translatableTextPaths, type TextPath } from "../../../../schemas/text-translations";
import { pageSchemas } from "./page-schemas";

const blockPaths = new Map<string, readonly TextPath[]>();
let pagePaths: readonly TextPath[] | undefined;

/** The translatable texts of a block by its name; none for a name the registry does not know. */
function textPathsOf(name: string): readonly TextPath[] {
  let paths = blockPaths.get(name);
  if (!paths) {
    const block = pageSchemas().blocks.get(name);
    if (!block) return [];
    paths = translatableTextPaths(block.schema);
    blockPaths.set(name, paths);
  }
  return paths;
}

/** A component as a shopper in `lang` reads it. */
export function speakComponent<C extends Pick<PageComponent, "name">>(component: C, lang: Lang): C {
  return typeof component.name === "string" ? speakTexts(component, textPathsOf(component.name), lang) : component;
}

/** A page document (or page data answer) as a shopper in `lang` reads it: its own texts and its blocks'. */
export function speakPage<P extends { components: readonly Pick<PageComponent, "name">[] }>(page: P, lang: Lang): P {
  pagePaths ??= translatableTextPaths(pageSchemas().pageSchema).filter((path) => path[0] !== "components");
  const own = speakTexts(page, pagePaths, lang);
  return { ...own, components: page.components.map((c) => speakComponent(c, lang)) };
}
