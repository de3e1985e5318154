// An owner-typed link under the §5 banner rules: a shop path navigates in place, a web address
// opens a new tab, anything else renders the content unlinked and is logged (§8: only logged).
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { bannerLink } from "../../src/shared/banner-link";

export function BannerAnchor({ link, className, label, children }: { link: string | null | undefined; className?: string; label?: string; children: ReactNode }) {
  const target = bannerLink(link);
  const ignored = !target && !!link?.trim();
  useEffect(() => {
    if (ignored) console.warn(`Ignored a link that is neither a shop path nor a web address: ${JSON.stringify(link)}`);
  }, [ignored, link]);
  if (!target) return <div className={className}>{children}</div>;
  if (target.kind === "internal") {
    return (
      <Link to={target.to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
