// What a banner link will do, told as the owner types it (§5 banner links, the rules the shop
// follows: src/shared/banner-link.ts): stay in the shop, open another site in a new tab, or
// nothing at all.
import type { ReactNode } from "react";
import { bannerLink } from "../../../shared/banner-link";

export function linkKindText(raw: unknown): string | null {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (!text) return null;
  const link = bannerLink(text);
  if (!link) return "Not a link the shop can open, so clicks on it are ignored: start it with /, https://, http:// or www.";
  if (link.kind === "internal") return `Opens ${link.to} of this shop in the same tab.`;
  return `Opens ${link.href} in a new tab.`;
}

/** The hint of a link field: the schema's help, then what the link does, read out as it changes. */
export function LinkKind({ value, help }: { value: unknown; help?: ReactNode }) {
  const kind = linkKindText(value);
  return (
    <>
      {help ? <>{help} </> : null}
      <span className="builder-link-kind" aria-live="polite">
        {kind}
      </span>
    </>
  );
}
