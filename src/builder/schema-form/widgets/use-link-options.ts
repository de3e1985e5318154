// The entries a link picker's tab offers for the search text: the website's pages, filtered
// here (the list is short and comes whole), or the catalogue's categories, brands or products,
// searched by the server after a short pause, a search overtaken by more typing being cancelled.
import { useEffect, useState } from "react";
import { isAbortError } from "../../../client/api/http-client";
import type { AdminPageSummary } from "../../../shared/api/admin-pages";
import { userMessage } from "../../../shared/error-message";
import { fetchPages } from "../../api/pages-api";
import { searchPicker } from "../../api/pickers-api";
import { linkPathOf, type LinkTarget } from "./link-picker-path";
import { searchAfterPause } from "../../lib/search-after-pause";

export interface LinkOption {
  /** The shop address the link gets. */
  path: string;
  label: string;
  image?: string | null;
}

export type LinkOptionsState = { status: "loading" } | { status: "done"; options: readonly LinkOption[] } | { status: "failed"; message: string };

/** Pages a shopper can open by their address: not those whose address needs an order or a product. */
const openable = (page: AdminPageSummary) => !page.url.includes(":");

function matches(option: LinkOption, words: string): boolean {
  const text = `${option.label} ${option.path}`.toLowerCase();
  return words.split(/\s+/).every((word) => text.includes(word));
}

export function useLinkOptions(target: LinkTarget, query: string): LinkOptionsState {
  const [state, setState] = useState<LinkOptionsState>({ status: "loading" });
  const [pages, setPages] = useState<readonly LinkOption[] | null>(null);
  const words = query.trim().toLowerCase();

  useEffect(() => {
    if (target !== "pages" || pages) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchPages({ signal: controller.signal }).then(
      (answer) => setPages(answer.pages.filter(openable).map((page) => ({ path: page.url, label: page.title }))),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ status: "failed", message: userMessage(error) });
      },
    );
    return () => controller.abort();
  }, [target, pages]);

  useEffect(() => {
    if (target === "pages") {
      if (pages) setState({ status: "done", options: words ? pages.filter((page) => matches(page, words)) : pages });
      return;
    }
    setState({ status: "loading" });
    return searchAfterPause((signal) => {
      searchPicker(target, words, { signal }).then(
        (found) => setState({ status: "done", options: found.map((entry) => ({ path: linkPathOf(target, entry.value), label: entry.label, image: entry.image })) }),
        (error: unknown) => {
          if (!isAbortError(error)) setState({ status: "failed", message: userMessage(error) });
        },
      );
    });
  }, [target, words, pages]);

  return state;
}
