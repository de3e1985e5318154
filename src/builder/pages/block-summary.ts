// A line under a block's title in the block list, so the owner tells two blocks of the same
// kind apart: its heading, else the start of its text, else how many entries it holds.
import type { PageComponent } from "../../shared/page-document";

export const SUMMARY_LENGTH = 60;

function shortened(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : line;
}

/** The text of merchant HTML; DOMParser builds an inert document, so nothing in it runs or loads. */
function htmlText(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

function count(list: unknown[], key: string): string {
  const word = key.replace(/_/g, " ");
  return `${list.length} ${list.length === 1 ? word.replace(/s$/, "") : word}`;
}

export function blockSummary(component: PageComponent): string {
  const data = typeof component.data === "object" && component.data !== null ? (component.data as Record<string, unknown>) : {};
  for (const key of ["title", "text", "name"]) {
    const value = data[key];
    if (typeof value === "string" && value.trim()) return shortened(value);
  }
  if (typeof data.html === "string") {
    const text = htmlText(data.html);
    if (text.trim()) return shortened(text);
  }
  const list = Object.entries(data).find((entry): entry is [string, unknown[]] => Array.isArray(entry[1]));
  return list ? count(list[1], list[0]) : "";
}
