// A route's screen: its page document rendered through the registry.
import { useEffect, useMemo } from "react";
import { useLoaderData } from "react-router";
import { PAGE_SCOPE_CLASS, sanitisePageCss } from "../../shared/merchant-css";
import { PageRenderer } from "../render/page-renderer";
import type { PageLoaderData } from "./page-loader";
import { NotFound } from "./not-found";

export function PageView() {
  const { page, route } = useLoaderData() as PageLoaderData;

  // §2: on load every expandable detail element starts collapsed, whatever the content says.
  useEffect(() => {
    for (const el of document.querySelectorAll("details[open]")) (el as HTMLDetailsElement).open = false;
  }, [page]);

  // The merchant's CSS, allow-listed and scoped to the page's container (ADR 0028). The server
  // answers it so already; this keeps a page from anywhere else to the same rules.
  const css = useMemo(() => sanitisePageCss(page?.css), [page?.css]);

  if (!page) return <NotFound product={route.name === "product"} />;
  return (
    <>
      {css ? <style data-page-css>{css}</style> : null}
      <div className={PAGE_SCOPE_CLASS} data-page={page.url}>
        <PageRenderer components={page.data} mode="live" url={page.url} />
      </div>
    </>
  );
}
