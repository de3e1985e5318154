// What the submissions screen can be narrowed to: the pages a shopper can send a form from
// (those with a fixed address), and once one is chosen, the forms on it.
import { useEffect, useState } from "react";
import { isAbortError } from "../../client/api/http-client";
import type { AdminPageSummary } from "../../shared/api/admin-pages";
import { fetchPage, fetchPages } from "../api/pages-api";

export interface FormOption {
  form_id: string;
  title: string;
}

/** A route pattern (/products/:slug) names many addresses, and submissions are kept by address. */
const hasFixedAddress = (page: AdminPageSummary) => !page.url.includes(":");

export function useFormFilters(path: string | undefined) {
  const [pages, setPages] = useState<AdminPageSummary[]>([]);
  const [forms, setForms] = useState<FormOption[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    fetchPages({ signal: controller.signal }).then(
      (answer) => setPages(answer.pages.filter(hasFixedAddress)),
      // Without the list the table still works, unfiltered.
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const pageId = pages.find((p) => p.url === path)?.id;
  useEffect(() => {
    setForms([]);
    if (pageId === undefined) return;
    const controller = new AbortController();
    fetchPage(pageId, { signal: controller.signal }).then(
      (answer) => {
        // The published forms are those shoppers sent; a draft may hold more.
        const components = [...answer.published.components, ...(answer.draft?.components ?? [])];
        const seen = new Map<string, FormOption>();
        for (const block of components.filter((c) => c.name === "form")) {
          const data = (block.data ?? {}) as { form_id?: unknown; title?: unknown };
          if (typeof data.form_id === "string" && !seen.has(data.form_id))
            seen.set(data.form_id, { form_id: data.form_id, title: typeof data.title === "string" && data.title ? data.title : data.form_id });
        }
        setForms([...seen.values()]);
      },
      (error: unknown) => {
        if (!isAbortError(error)) setForms([]);
      },
    );
    return () => controller.abort();
  }, [pageId]);

  return { pages, forms };
}
