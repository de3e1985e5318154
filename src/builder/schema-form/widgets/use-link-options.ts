// The entries a link picker's tab offers for the search text: the website's pages, fetched once
// and filtered here (the list is short and comes whole), or the catalogue's categories, brands
// or products, searched by the server after a short pause, a search overtaken by more typing
// being cancelled.
import type { AdminPageSummary } from "../../../shared/api/admin-pages";
import { useLoaded } from "../../../tool-shell/use-loaded";
import { useSettled } from "../../../tool-shell/use-settled";
import { fetchPages } from "../../api/pages-api";
import { searchPicker } from "../../api/pickers-api";
import { SEARCH_PAUSE_MS } from "../../lib/search-after-pause";
import { linkPathOf, type LinkTarget } from "./link-picker-path";

export interface LinkOption {
  /** The shop address the link gets. */
  path: string;
  label: string;
  image?: string | null;
}

export type LinkOptionsState = { status: "loading" } | { status: "done"; options: readonly LinkOption[] } | { status: "failed"; message: string };

/** A catalogue search's options, with the search they answer. */
interface Found {
  asked: string;
  options: readonly LinkOption[];
}

/** Pages a shopper can open by their address: not those whose address needs an order or a product. */
const openable = (page: AdminPageSummary) => !page.url.includes(":");

function matches(option: LinkOption, words: string): boolean {
  const text = `${option.label} ${option.path}`.toLowerCase();
  return words.split(/\s+/).every((word) => text.includes(word));
}

export function useLinkOptions(target: LinkTarget, query: string): LinkOptionsState {
  const words = query.trim().toLowerCase();
  // The picker opens on its pages tab, so they are fetched as it opens, and kept for its tabs.
  const pages = useLoaded("pages", (signal) => fetchPages({ signal }).then((answer) => answer.pages.filter(openable).map((page): LinkOption => ({ path: page.url, label: page.title }))));
  // Another tab searches what stands at once, then the text once typing pauses; the pages tab asks nothing.
  const settled = useSettled(words, SEARCH_PAUSE_MS, target === "pages");
  const wanted = target === "pages" ? "" : JSON.stringify([target, words]);
  const asked = target === "pages" ? "" : JSON.stringify([target, settled]);
  const found = useLoaded(asked, async (signal): Promise<Found> => {
    if (target === "pages") return { asked, options: [] };
    const entries = await searchPicker(target, settled, { signal });
    return { asked, options: entries.map((entry) => ({ path: linkPathOf(target, entry.value), label: entry.label, image: entry.image })) };
  });

  if (target === "pages") {
    if (pages.error) return { status: "failed", message: pages.error };
    if (!pages.data) return { status: "loading" };
    return { status: "done", options: words ? pages.data.filter((page) => matches(page, words)) : pages.data };
  }
  // Typing not yet paused already shows as searching, as does a tab whose first search has not started.
  if (found.loading || asked !== wanted) return { status: "loading" };
  if (found.error) return { status: "failed", message: found.error };
  if (found.data?.asked !== asked) return { status: "loading" };
  return { status: "done", options: found.data.options };
}
