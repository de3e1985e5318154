// One navigation item's link. `/categories` opens the category filter instead of navigating
// (§2); external links open in a new tab; phone and mail links are handed to the device.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { NavItem } from "./chrome-types";

export const CATEGORY_FILTER_LINK = "/categories";

export function NavLink({ item, children, openCategoryFilter, className }: { item: NavItem; children: ReactNode; openCategoryFilter(): void; className?: string }) {
  const link = (item.link ?? "").trim();
  if (link === CATEGORY_FILTER_LINK) {
    return (
      <button type="button" className={className} onClick={openCategoryFilter} aria-haspopup="dialog">
        {children}
      </button>
    );
  }
  if (/^(https?:)?\/\//i.test(link)) {
    return (
      <a className={className} href={link} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (/^(tel|mailto):/i.test(link)) {
    return (
      <a className={className} href={link}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={link.startsWith("/") ? link : `/${link}`}>
      {children}
    </Link>
  );
}
