// The list's filters: categories (with their sub-categories) and brands, as ticks. Every tick
// changes the address; the list follows the address. The category tree shows its first level
// and opens a branch on request, so a shop with a hundred categories does not push the grid
// aside with a column of ticks; a branch holding a chosen category is open from the start.
import { useId, useState, type ReactNode } from "react";
import { useT } from "../../../src/client/i18n/use-t";

export interface FilterOption {
  slug: string;
  name: string;
  children?: FilterOption[];
}

/** Brands shown before "Show all N brands"; a list only a few longer is shown whole. */
export const BRANDS_SHOWN = 8;
const BRANDS_FOLDED_ABOVE = BRANDS_SHOWN + 2;

export function FilterPanel({
  categories,
  brands,
  chosenCategories,
  chosenBrands,
  onToggle,
}: {
  categories: readonly FilterOption[];
  brands: readonly FilterOption[];
  chosenCategories: readonly string[];
  chosenBrands: readonly string[];
  onToggle(kind: "c" | "b", slug: string): void;
}) {
  const t = useT();
  const open = useOpenBranches(categories, chosenCategories);
  return (
    <div className="listing-filters">
      {categories.length ? (
        <FilterGroup title={t("catalogue.categories")}>
          <CategoryTree options={categories} chosen={chosenCategories} open={open.slugs} onExpand={open.toggle} onToggle={(slug) => onToggle("c", slug)} />
        </FilterGroup>
      ) : null}
      {brands.length ? (
        <FilterGroup title={t("catalogue.brands")}>
          <BrandList brands={brands} chosen={chosenBrands} onToggle={(slug) => onToggle("b", slug)} />
        </FilterGroup>
      ) : null}
    </div>
  );
}

/** The branches shown open: those the shopper opened, and every one leading to a chosen
 *  category. A category chosen later (back, a link, a chip) opens its branch too; unticking
 *  never closes one, so the tick just clicked does not vanish under the pointer. */
function useOpenBranches(categories: readonly FilterOption[], chosen: readonly string[]) {
  const [slugs, setSlugs] = useState<ReadonlySet<string>>(() => new Set(branchesLeadingTo(categories, chosen)));
  const [seen, setSeen] = useState({ categories, chosen });
  if (seen.categories !== categories || seen.chosen !== chosen) {
    setSeen({ categories, chosen });
    const needed = branchesLeadingTo(categories, chosen).filter((slug) => !slugs.has(slug));
    if (needed.length) setSlugs(new Set([...slugs, ...needed]));
  }
  const toggle = (slug: string) =>
    setSlugs((current) => {
      const next = new Set(current);
      if (!next.delete(slug)) next.add(slug);
      return next;
    });
  return { slugs, toggle };
}

/** The slugs of the categories with children that are chosen or hold a chosen descendant. */
function branchesLeadingTo(options: readonly FilterOption[], chosen: readonly string[]): string[] {
  return options.flatMap((o) => {
    if (!o.children?.length) return [];
    const below = branchesLeadingTo(o.children, chosen);
    const holdsChosen = chosen.includes(o.slug) || below.length > 0 || o.children.some((c) => chosen.includes(c.slug));
    return holdsChosen ? [o.slug, ...below] : below;
  });
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="listing-filter-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

// The tick's <label> holds only the box and the name (journeys read a category's name from it);
// the expand button sits beside it, and the branch's list follows.
function CategoryTree({
  options,
  chosen,
  open,
  onExpand,
  onToggle,
}: {
  options: readonly FilterOption[];
  chosen: readonly string[];
  open: ReadonlySet<string>;
  onExpand(slug: string): void;
  onToggle(slug: string): void;
}) {
  const t = useT();
  const prefix = useId();
  return (
    <ul>
      {options.map((o, i) => {
        const branchId = `${prefix}-${i}`;
        const expanded = open.has(o.slug);
        return (
          <li key={o.slug} className={o.children?.length ? "listing-branch" : undefined}>
            <Tick option={o} checked={chosen.includes(o.slug)} onToggle={onToggle} />
            {o.children?.length ? (
              <>
                <button
                  type="button"
                  className="listing-expand"
                  aria-expanded={expanded}
                  aria-controls={branchId}
                  aria-label={t("catalogue.subCategories", { name: o.name })}
                  onClick={() => onExpand(o.slug)}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
                <div id={branchId} className="listing-branch-children" hidden={!expanded}>
                  <CategoryTree options={o.children} chosen={chosen} open={open} onExpand={onExpand} onToggle={onToggle} />
                </div>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function BrandList({ brands, chosen, onToggle }: { brands: readonly FilterOption[]; chosen: readonly string[]; onToggle(slug: string): void }) {
  const t = useT();
  const foldable = brands.length > BRANDS_FOLDED_ABOVE;
  // A chosen brand beyond the first few keeps the list whole, so every tick that counts is seen.
  const [all, setAll] = useState(() => brands.slice(BRANDS_SHOWN).some((b) => chosen.includes(b.slug)));
  const listId = useId();
  const shown = foldable && !all ? brands.slice(0, BRANDS_SHOWN) : brands;
  return (
    <>
      <ul id={listId}>
        {shown.map((o) => (
          <li key={o.slug}>
            <Tick option={o} checked={chosen.includes(o.slug)} onToggle={onToggle} />
          </li>
        ))}
      </ul>
      {foldable ? (
        <button type="button" className="listing-more" aria-expanded={all} aria-controls={listId} onClick={() => setAll((a) => !a)}>
          {all ? t("catalogue.showFewerBrands") : t("catalogue.showAllBrands", { count: brands.length })}
        </button>
      ) : null}
    </>
  );
}

function Tick({ option, checked, onToggle }: { option: FilterOption; checked: boolean; onToggle(slug: string): void }) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={() => onToggle(option.slug)} />
      {option.name}
    </label>
  );
}
