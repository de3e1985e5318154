// The counter's product search: a name, a brand or a pack's code, asked of the server as the
// staff member types (the newest question wins, older ones are cancelled). Each pack is a row
// with its price, MRP and stock here; Enter adds the first one that can be sold, or at once the
// pack whose code was typed, which is how a barcode scanner (code, then Enter) rings an item up.
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { posApi } from "../../client/api/pos-api";
import { POS_QUERY_MAX, type PosPack, type PosProduct } from "../../shared/api/pos";
import { formatRupees } from "../../shared/money";
import { useLoaded } from "../../tool-shell/use-loaded";
import { useSettled } from "../../tool-shell/use-settled";

/** Typing pauses this long before the search is asked. */
export const SEARCH_DELAY_MS = 250;

export interface SearchRow {
  product: PosProduct;
  pack: PosPack;
}

interface Answer {
  q: string;
  rows: SearchRow[];
}

const sellable = (row: SearchRow) => row.pack.stock > 0;
const stockText = (row: SearchRow) => (row.pack.stock > 0 ? `${row.pack.stock} in stock` : "Out of stock");
const discounted = (row: SearchRow) => row.pack.mrp > row.pack.price;
/** What a row says when read out: the words it shows, in their order, with pauses between its
 *  columns. It must hold every visible word (WCAG 2.5.3), so a brand, code or MRP shown is said. */
const rowLabel = (row: SearchRow) =>
  [
    `${row.product.name}${row.product.brand ? ` · ${row.product.brand}` : ""} ${row.pack.name}${row.pack.code ? ` ${row.pack.code}` : ""}`,
    formatRupees(row.pack.price),
    ...(discounted(row) ? [`MRP ${formatRupees(row.pack.mrp)}`] : []),
    stockText(row),
  ].join(", ");

export interface ProductSearchProps {
  warehouseId: number;
  onAdd: (row: SearchRow) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function ProductSearch({ warehouseId, onAdd, inputRef }: ProductSearchProps) {
  const [q, setQ] = useState("");
  // The query Enter was pressed on before its answer came: asked at once, its code's pack added.
  const [scanned, setScanned] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const query = q.trim();
  const scanning = scanned !== null && scanned === query;
  // An emptied box asks nothing, at once: whatever was on its way is cancelled.
  const asked = useSettled(query, SEARCH_DELAY_MS, scanning || !query);

  const edit = (next: string) => {
    setQ(next);
    setScanned(null);
  };
  const add = (row: SearchRow) => {
    onAdd(row);
    edit("");
    inputRef.current?.focus();
  };

  const found = useLoaded(`${warehouseId}:${scanning ? "scan" : "find"}:${asked}`, async (signal): Promise<Answer> => {
    if (!asked) return { q: "", rows: [] };
    const { items } = await posApi.products(warehouseId, asked, signal);
    const rows = items.flatMap((product) => product.packs.map((pack) => ({ product, pack })));
    const code = scanning ? rows.find((row) => row.pack.code === asked && sellable(row)) : undefined;
    if (code) add(code);
    return { q: asked, rows };
  });

  const rows = query && found.data?.q === query ? found.data.rows : null;
  const searching = found.loading && asked !== "";
  const buttons = () => [...(list.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? [])];

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      buttons()[0]?.focus();
    } else if (event.key === "Escape" && q) {
      event.preventDefault();
      edit("");
    } else if (event.key === "Enter" && query) {
      event.preventDefault();
      if (!rows) {
        // A scanner types faster than the search waits: ask at once and add the code's pack.
        setScanned(query);
        return;
      }
      const row = rows.find((r) => r.pack.code === query && sellable(r)) ?? rows.find(sellable);
      if (row) add(row);
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Escape") return;
    event.preventDefault();
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "Escape" || (event.key === "ArrowUp" && at <= 0)) inputRef.current?.focus();
    else all[event.key === "ArrowDown" ? Math.min(at + 1, all.length - 1) : at - 1]?.focus();
  };

  return (
    <section className="pos-search" aria-label="Find products">
      <label className="field-label" htmlFor={id}>
        Search products <span className="pos-hint">(name, brand or code; F2 or /)</span>
      </label>
      <input
        ref={inputRef}
        id={id}
        className="text-input pos-search-input"
        type="search"
        autoComplete="off"
        // The counter's first move is always a search.
        autoFocus
        maxLength={POS_QUERY_MAX}
        value={q}
        onChange={(e) => edit(e.target.value)}
        onKeyDown={onInputKey}
        aria-describedby={`${id}-status`}
      />
      <p id={`${id}-status`} className="pos-search-status" role="status">
        {found.error ?? (searching ? "Searching…" : rows ? (rows.length ? `${rows.length} ${rows.length === 1 ? "pack" : "packs"} found` : "No products match") : "")}
      </p>
      {rows && rows.length > 0 ? (
        <ul ref={list} className="pos-results" aria-label="Search results" onKeyDown={onListKey}>
          {rows.map((row) => (
            <li key={row.pack.pack_id}>
              <button type="button" className="pos-result" disabled={!sellable(row)} onClick={() => add(row)} aria-label={rowLabel(row)}>
                {/* The spaces between the columns keep their words apart in the text the
                    label is checked against. */}
                <span className="pos-result-name">
                  {row.product.name}
                  {row.product.brand ? <span className="pos-muted"> · {row.product.brand}</span> : null}
                </span>{" "}
                <span className="pos-result-pack">
                  {row.pack.name}
                  {row.pack.code ? <span className="pos-code"> {row.pack.code}</span> : null}
                </span>{" "}
                <span className="pos-result-price">
                  {formatRupees(row.pack.price)}
                  {discounted(row) ? (
                    <>
                      {" "}
                      <s className="pos-muted">MRP {formatRupees(row.pack.mrp)}</s>
                    </>
                  ) : null}
                </span>{" "}
                <span className="pos-result-stock">{stockText(row)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
