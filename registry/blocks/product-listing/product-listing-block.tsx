// The /products screen (§2): search results and filtered lists, 24 per page, with the address
// kept in step with every filter so that back and forward, reloads and shared links all show
// the same list. On a phone the filters and the sort live in a sheet opened from a bar above
// the list; from a tablet up they are a column beside it.
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAtomValue } from "jotai";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/product-listing.schema";
import type { ProductListResponse, Sort } from "../../../src/shared/api/products";
import { PRODUCTS_PER_PAGE } from "../../../src/shared/constants";
import { readPackSize } from "../../../src/shared/search/pack-size";
import { listingSearch, readListingQuery, searchTooShort, type ListingQuery } from "../../../src/shared/listing-query";
import { useT } from "../../../src/client/i18n/use-t";
import { websiteAtom } from "../../../src/client/state/website-atom";
import { Pagination } from "../../../src/client/ui/pagination";
import { ProductCard, ProductCardPlaceholder } from "../../parts/product-card";
import { PHONE_MEDIA_QUERY } from "../../../src/client/lib/phone-width";
import { useMediaQuery } from "../../../src/client/lib/use-media-query";
import { FilterPanel, type FilterOption } from "./filter-panel";
import type { SheetStart } from "./filter-sheet";
import { NoResults } from "./no-results";
import { SORT_MESSAGES } from "./sort-labels";
import { useProductList } from "./use-product-list";
import "./product-listing.css";

// The sheet and the dialog machinery under it (about 12 kB) are fetched when a phone shopper
// reaches for the filters, not with every list: a press on the bar's buttons starts the fetch.
const loadFilterSheet = () => import("./filter-sheet");
const FilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })));
const fetchSheet = () => void loadFilterSheet();

export default function ProductListingBlock({ data, response }: BlockProps<Shape>) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const website = useAtomValue(websiteAtom);
  const query = useMemo(() => readListingQuery(new URLSearchParams(location.search)), [location.search]);
  const searchedSize = useMemo(() => (query.q ? readPackSize(query.q).quantity : null), [query.q]);
  const list = useProductList(query, response as ProductListResponse | null | undefined);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const [sheet, setSheet] = useState<SheetStart | null>(null);
  // Once opened, the sheet stays rendered so that it can slide away when closed.
  const [sheetUsed, setSheetUsed] = useState(false);
  if (sheet && !sheetUsed) setSheetUsed(true);
  // Turned from phone to tablet with the sheet open: the column shows the same filters.
  if (sheet && !phone) setSheet(null);
  const listTop = useRef<HTMLDivElement>(null);

  // What the shopper chose is on the controls at once: the address follows in a router
  // transition, which re-renders the whole page before it shows, and on a slow phone the ticks
  // waited for it. Each change builds on the last one chosen, so quick ticks all count; the
  // addresses asked for are noted, and one nobody here asked for (back, forward, a link) becomes
  // what is chosen. Kept in state, not refs: a render the router's transition abandons must leave
  // no trace.
  const [choice, setChoice] = useState({ search: location.search, chosen: query, asked: [] as string[] });
  if (choice.search !== location.search) {
    const at = choice.asked.indexOf(listingSearch(query));
    setChoice(at === -1 ? { search: location.search, chosen: query, asked: [] } : { search: location.search, chosen: choice.chosen, asked: choice.asked.slice(at + 1) });
  }
  const chosen = choice.chosen;
  const change = (next: Partial<ListingQuery>) => {
    const merged: ListingQuery = { ...chosen, page: 1, ...next };
    setChoice({ search: choice.search, chosen: merged, asked: [...choice.asked, listingSearch(merged)] });
    void navigate({ pathname: location.pathname, search: listingSearch(merged) });
  };
  const toggle = (kind: "c" | "b", slug: string) => {
    const now = chosen[kind];
    change({ [kind]: now.includes(slug) ? now.filter((s) => s !== slug) : [...now, slug] });
  };

  const categories = useMemo(() => toOptions(website?.categories ?? []), [website]);
  const brands = useMemo(() => (website?.brands ?? []).map((b) => ({ slug: b.slug, name: b.name })), [website]);
  const names = useMemo(() => new Map([...flatten(categories), ...brands].map((o) => [o.slug, o.name])), [categories, brands]);

  const answer = list.answer;
  const activeFilters = chosen.c.length + chosen.b.length;
  const filtered = activeFilters > 0 || chosen.q !== "";
  const changeSort = (s: Sort | undefined) => change({ s });
  const panel = <FilterPanel categories={categories} brands={brands} chosenCategories={chosen.c} chosenBrands={chosen.b} onToggle={toggle} />;
  const heading =
    query.q && !searchTooShort(query)
      ? t("catalogue.resultsFor", { q: query.q })
      : query.c.length === 1 && !query.b.length
        ? (names.get(query.c[0]!) ?? data.title)
        : data.title || t("catalogue.allProducts");

  return (
    <section className="block-product-listing" aria-labelledby="listing-heading">
      <header className="listing-header">
        <h1 id="listing-heading">{heading}</h1>
        <label className="listing-sort">
          {t("catalogue.sortBy")}
          <select value={chosen.s ?? "relevance"} onChange={(e) => changeSort(e.target.value === "relevance" ? undefined : (e.target.value as Sort))}>
            {Object.entries(SORT_MESSAGES).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </label>
      </header>
      {/* Shown by the stylesheet on a phone only, where the column beside the list is hidden. */}
      <div className="listing-phone-bar">
        <button type="button" className="listing-phone-button" aria-haspopup="dialog" onPointerDown={fetchSheet} onFocus={fetchSheet} onClick={() => setSheet("filters")}>
          <FunnelIcon />
          {t("catalogue.filters")}
          {activeFilters ? (
            <>
              <span className="listing-badge" aria-hidden="true">
                {activeFilters}
              </span>
              <span className="sr-only">{t("catalogue.activeFilters", { count: activeFilters })}</span>
            </>
          ) : null}
        </button>
        <button type="button" className="listing-phone-button" aria-haspopup="dialog" onPointerDown={fetchSheet} onFocus={fetchSheet} onClick={() => setSheet("sort")}>
          <SortIcon />
          {t("catalogue.sort")}
        </button>
      </div>
      {searchTooShort(query) ? <p className="listing-note">{t("catalogue.searchTooShort")}</p> : null}
      {filtered ? (
        <ul className="listing-chips" aria-label={t("catalogue.chosenFilters")}>
          {chosen.q ? <Chip label={`“${chosen.q}”`} onRemove={() => change({ q: "" })} /> : null}
          {chosen.c.map((slug) => (
            <Chip key={`c-${slug}`} label={names.get(slug) ?? slug} onRemove={() => toggle("c", slug)} />
          ))}
          {chosen.b.map((slug) => (
            <Chip key={`b-${slug}`} label={names.get(slug) ?? slug} onRemove={() => toggle("b", slug)} />
          ))}
          <li>
            <button type="button" className="listing-clear" onClick={() => change({ q: "", c: [], b: [] })}>
              {t("catalogue.clearAll")}
            </button>
          </li>
        </ul>
      ) : null}
      <div className="listing-body">
        <aside id="listing-filters" className="listing-aside" aria-label={t("catalogue.filters")}>
          {panel}
        </aside>
        <div className="listing-results" ref={listTop} aria-busy={list.loading || undefined} aria-live="polite">
          {list.failed ? (
            <div className="listing-state" role="alert">
              <p>{t("catalogue.loadFailed")}</p>
              <button type="button" onClick={list.retry}>
                {t("catalogue.tryAgain")}
              </button>
            </div>
          ) : !answer ? (
            <div className="listing-grid" aria-label={t("catalogue.loadingProducts")}>
              {Array.from({ length: 8 }, (_, i) => (
                <ProductCardPlaceholder key={i} />
              ))}
            </div>
          ) : answer.data.length === 0 && !list.loading && query.q && !searchTooShort(query) ? (
            <NoResults q={query.q} narrowed={activeFilters > 0} onSearch={(q) => change({ q })} onClear={() => change(activeFilters > 0 ? { c: [], b: [] } : { q: "" })} />
          ) : answer.data.length === 0 && !list.loading ? (
            <div className="listing-state">
              <p>{filtered ? t("catalogue.noMatchFiltered") : t("catalogue.noMatchYet")}</p>
              {filtered ? (
                <button type="button" onClick={() => change({ q: "", c: [], b: [] })}>
                  {t("catalogue.clearFilters")}
                </button>
              ) : null}
            </div>
          ) : (
            <>
              <div className={list.loading ? "listing-grid listing-grid-stale" : "listing-grid"}>
                {answer.data.map((p, i) => (
                  <ProductCard key={p.product_id} product={p} eager={i < 4} priority={i < 2} size={searchedSize} />
                ))}
              </div>
              <Pagination
                total={answer.meta.total}
                page={query.page}
                perPage={PRODUCTS_PER_PAGE}
                onPageChange={(page) => {
                  change({ page });
                  listTop.current?.scrollIntoView({ block: "start" });
                }}
              />
            </>
          )}
        </div>
      </div>
      {phone && sheetUsed ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheet !== null}
            start={sheet ?? "filters"}
            onClose={() => setSheet(null)}
            sort={chosen.s}
            onSort={changeSort}
            total={list.loading || list.failed || !answer ? null : answer.meta.total}
            loading={list.loading}
            activeFilters={activeFilters}
            onClearAll={() => change({ c: [], b: [] })}
          >
            {panel}
          </FilterSheet>
        </Suspense>
      ) : null}
    </section>
  );
}

function FunnelIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 5h16l-6 8v5l-4 2v-7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function SortIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove(): void }) {
  const t = useT();
  return (
    <li className="listing-chip">
      {label}
      <button type="button" aria-label={t("catalogue.removeChosen", { label })} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}

type CategoryNode = { name: string; slug: string; children?: CategoryNode[] };

function toOptions(nodes: readonly CategoryNode[]): FilterOption[] {
  return nodes.map((n) => ({ slug: n.slug, name: n.name, children: n.children?.length ? toOptions(n.children) : undefined }));
}

function flatten(options: readonly FilterOption[]): FilterOption[] {
  return options.flatMap((o) => [o, ...flatten(o.children ?? [])]);
}
