// The navigation tree as nested lists; a child list opens as a dropdown on hover or keyboard
// focus (CSS), so the menu works before any script for it has run. Plain lists of links inside
// the navbar's landmark, not role="menubar": site navigation is a set of links that Tab walks
// through, and the menu roles would promise arrow-key handling that links do not have.
import { useCallback, useRef, useState, type ReactNode } from "react";
import { useT } from "../../src/client/i18n/use-t";
import { cdnImage } from "../../src/client/lib/cdn-image";
import type { NavItem } from "./chrome-types";
import { NavLink } from "./nav-link";
import { useDismiss } from "./use-dismiss";
import { useFittingCount } from "./use-fitting-count";

export type NavLabelStyle = "text" | "chevron" | "icon" | "pill";

function Label({ item, style, depth }: { item: NavItem; style: NavLabelStyle; depth: number }): ReactNode {
  const hasChildren = !!item.children?.length;
  if (style === "icon" && depth === 0) {
    return (
      <>
        {item.image ? (
          <img className="nav-icon" src={cdnImage(item.image, "small")} alt="" width={32} height={32} loading="lazy" />
        ) : (
          // An item without a picture gets its initial, not a broken image.
          <span className="nav-icon nav-icon-letter" aria-hidden="true">
            {item.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
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

function NavItems({ items, style, openCategoryFilter, depth }: { items: NavItem[]; style: NavLabelStyle; openCategoryFilter(): void; depth: number }) {
  return items.map((item, i) => (
    <li key={`${item.name}-${i}`} className={item.children?.length ? "has-children" : undefined}>
      <NavLink item={item} openCategoryFilter={openCategoryFilter} className="nav-item">
        <Label item={item} style={style} depth={depth} />
      </NavLink>
      {item.children?.length ? <NavMenu items={item.children} style={style} openCategoryFilter={openCategoryFilter} depth={depth + 1} /> : null}
    </li>
  ));
}

export function NavMenu({ items, style, openCategoryFilter, depth = 0 }: { items: NavItem[]; style: NavLabelStyle; openCategoryFilter(): void; depth?: number }) {
  return (
    <ul className={depth === 0 ? "nav-menu" : "nav-dropdown"}>
      <NavItems items={items} style={style} openCategoryFilter={openCategoryFilter} depth={depth} />
    </ul>
  );
}

/** "More ▾" holding the items that do not fit; opens on hover and keyboard focus like the others,
 *  and on a tap, which touch screens need. */
function MoreItem({ items, style, openCategoryFilter, measuring }: { items: NavItem[]; style: NavLabelStyle; openCategoryFilter(): void; measuring: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);
  const classes = ["nav-more", "has-children", open ? "open" : "", measuring ? "nav-more-measure" : ""].filter(Boolean).join(" ");
  return (
    <li ref={ref} className={classes} aria-hidden={measuring || undefined}>
      <button type="button" className="nav-item" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span>{t("chrome.more")}</span>
        <svg className="nav-chevron" aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
          <path fill="currentColor" d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {items.length ? (
        <ul className="nav-dropdown" onClick={close}>
          <NavItems items={items} style={style} openCategoryFilter={openCategoryFilter} depth={1} />
        </ul>
      ) : null}
    </li>
  );
}

/** The navbar's top level on one row: what does not fit goes into "More". */
export function FittingNavMenu({ items, style, openCategoryFilter }: { items: NavItem[]; style: NavLabelStyle; openCategoryFilter(): void }) {
  const list = useRef<HTMLUListElement>(null);
  const count = useFittingCount(list, items.map((i) => i.name).join("\n"));
  const measuring = count === null;
  const shown = measuring ? items : items.slice(0, count);
  const rest = measuring ? [] : items.slice(count);
  return (
    <ul ref={list} className={measuring ? "nav-menu nav-measuring" : "nav-menu"}>
      <NavItems items={shown} style={style} openCategoryFilter={openCategoryFilter} depth={0} />
      {measuring || rest.length ? <MoreItem items={rest} style={style} openCategoryFilter={openCategoryFilter} measuring={measuring} /> : null}
    </ul>
  );
}
