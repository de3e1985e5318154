// The list's filters: categories (with their sub-categories) and brands, as ticks. Every tick
// changes the address; the list follows the address.
import type { ReactNode } from "react";

export interface FilterOption {
  slug: string;
  name: string;
  children?: FilterOption[];
}

export function FilterPanel({ categories, brands, chosenCategories, chosenBrands, onToggle }: {
  categories: readonly FilterOption[];
  brands: readonly FilterOption[];
  chosenCategories: readonly string[];
  chosenBrands: readonly string[];
  onToggle(kind: "c" | "b", slug: string): void;
}) {
  return (
    <div className="listing-filters">
      {categories.length ? (
        <FilterGroup title="Categories">
          <TickList options={categories} chosen={chosenCategories} onToggle={(slug) => onToggle("c", slug)} />
        </FilterGroup>
      ) : null}
      {brands.length ? (
        <FilterGroup title="Brands">
          <TickList options={brands} chosen={chosenBrands} onToggle={(slug) => onToggle("b", slug)} />
        </FilterGroup>
      ) : null}
    </div>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="listing-filter-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

function TickList({ options, chosen, onToggle }: { options: readonly FilterOption[]; chosen: readonly string[]; onToggle(slug: string): void }) {
  return (
    <ul>
      {options.map((o) => (
        <li key={o.slug}>
          <label>
            <input type="checkbox" checked={chosen.includes(o.slug)} onChange={() => onToggle(o.slug)} />
            {o.name}
          </label>
          {o.children?.length ? <TickList options={o.children} chosen={chosen} onToggle={onToggle} /> : null}
        </li>
      ))}
    </ul>
  );
}
