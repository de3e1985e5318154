// The navigation tree as nested lists; a child list opens as a dropdown on hover or keyboard
// focus (CSS), so the menu works before any script for it has run. Plain lists of links inside
// the navbar's landmark, not role="menubar": site navigation is a set of links that Tab walks
// through, and the menu roles would promise arrow-key handling that links do not have.
import type { ReactNode } from "react";
import { cdnImage } from "../../src/client/lib/cdn-image";
import type { NavItem } from "./chrome-types";
import { NavLink } from "./nav-link";

export type NavLabelStyle = "text" | "chevron" | "icon" | "pill";

function Label({ item, style, depth }: { item: NavItem; style: NavLabelStyle; depth: number }): ReactNode {
  const hasChildren = !!item.children?.length;
  if (style === "icon" && depth === 0) {
    return (
      <>
        <img className="nav-icon" src={cdnImage(item.image, "small")} alt="" width={32} height={32} loading="lazy" />
        <span>{item.name}</span>
      </>
    );
  }
  return (
    <>
      <span>{item.name}</span>
      {hasChildren && (style === "chevron" || depth > 0) ? (
        <svg className="nav-chevron" aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
          <path fill="currentColor" d={depth > 0 ? "M9 6l6 6-6 6" : "M6 9l6 6 6-6"} />
        </svg>
      ) : null}
    </>
  );
}

export function NavMenu({ items, style, openCategoryFilter, depth = 0 }: { items: NavItem[]; style: NavLabelStyle; openCategoryFilter(): void; depth?: number }) {
  return (
    <ul className={depth === 0 ? "nav-menu" : "nav-dropdown"}>
      {items.map((item, i) => (
        <li key={`${item.name}-${i}`} className={item.children?.length ? "has-children" : undefined}>
          <NavLink item={item} openCategoryFilter={openCategoryFilter} className="nav-item">
            <Label item={item} style={style} depth={depth} />
          </NavLink>
          {item.children?.length ? <NavMenu items={item.children} style={style} openCategoryFilter={openCategoryFilter} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}
