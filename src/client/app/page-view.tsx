// A route's screen: its page document rendered through the registry.
import { useEffect } from "react";
import { useLoaderData } from "react-router";
import { ScopedPage } from "../render/scoped-page";
import type { PageLoaderData } from "./page-loader";
import { NotFound } from "./not-found";

export function PageView() {
  const { page, route } = useLoaderData() as PageLoaderData;

  // §2: on load every expandable detail element starts collapsed, whatever the content says.
  useEffect(() => {
    for (const el of document.querySelectorAll("details[open]")) (el as HTMLDetailsElement).open = false;
  }, [page]);

  if (!page) return <NotFound product={route.name === "product"} />;
  return <ScopedPage url={page.url} css={page.css} components={page.data} mode="live" />;
}
