// The sale's lines: what was added, each with the server's price, MRP, amount and, when the
// line cannot be sold as it stands, the server's reason. The quantity is typed, stepped with the
// arrow keys, or changed with − and + (44 px targets for a finger at a tablet). A number out of
// range is not taken, so the box says which numbers are.
import { useEffect, useId, useState } from "react";
import { POS_QUANTITY_MAX, type PosQuote, type PosQuoteLine } from "../../shared/api/pos";
import { formatRupees } from "../../shared/money";
import { TableHead } from "../parts/table-head";
import type { DraftLine } from "./sale-draft";

export interface SaleLinesProps {
  lines: readonly DraftLine[];
  quote: PosQuote | null;
  onQuantity: (packId: number, quantity: number) => void;
  onRemove: (packId: number) => void;
}

export function SaleLines({ lines, quote, onQuantity, onRemove }: SaleLinesProps) {
  const hint = useId();
  if (lines.length === 0) return <p className="pos-empty">No items yet. Search for a product, or scan its code.</p>;
  const priced = new Map((quote?.lines ?? []).map((line) => [line.pack_id, line]));
  return (
    <>
      <table className="pos-lines">
        <caption className="sr-only">Items in this sale</caption>
        <TableHead columns={[{ label: "Item" }, { label: "Price", numeric: true }, { label: "Quantity" }, { label: "Amount", numeric: true }, { label: "Remove", hidden: true }]} />
        <tbody>
          {lines.map((line) => (
            <SaleLine key={line.pack_id} line={line} priced={priced.get(line.pack_id)} hint={hint} onQuantity={onQuantity} onRemove={onRemove} />
          ))}
        </tbody>
      </table>
      <p id={hint} className="pos-muted pos-quantity-hint">
        Quantity: 1 to {POS_QUANTITY_MAX}.
      </p>
    </>
  );
}

function SaleLine({ line, priced, hint, onQuantity, onRemove }: { line: DraftLine; priced: PosQuoteLine | undefined; hint: string } & Pick<SaleLinesProps, "onQuantity" | "onRemove">) {
  // The box holds what is typed, even a half-typed or empty number; only a whole number within
  // the limits becomes the line's quantity.
  const [text, setText] = useState(String(line.quantity));
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const label = `${line.name}, ${line.pack}`;
  const taken = (value: string) => /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= POS_QUANTITY_MAX;
  const change = (value: string) => {
    setText(value);
    if (taken(value)) onQuantity(line.pack_id, Number(value));
  };
  return (
    <tr className={priced && !priced.valid ? "pos-line-invalid" : undefined}>
      <td>
        <span className="pos-line-name">{line.name}</span>
        <span className="pos-muted"> {line.pack}</span>
        {priced?.message ? (
          <span className="pos-line-message" role="alert">
            {priced.message}
          </span>
        ) : null}
      </td>
      <td className="pos-number">
        {priced ? (
          <>
            {formatRupees(priced.price)}
            {priced.mrp > priced.price ? <s className="pos-muted pos-line-mrp">MRP {formatRupees(priced.mrp)}</s> : null}
          </>
        ) : (
          "…"
        )}
      </td>
      <td>
        <span className="pos-quantity">
          <button
            type="button"
            className="ui-button ui-button-secondary pos-step"
            aria-label={`One less ${label}`}
            disabled={line.quantity <= 1}
            onClick={() => onQuantity(line.pack_id, line.quantity - 1)}
          >
            −
          </button>
          <input
            className="text-input pos-quantity-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={POS_QUANTITY_MAX}
            step={1}
            aria-label={`Quantity of ${label}`}
            aria-describedby={hint}
            aria-invalid={!taken(text) || undefined}
            value={text}
            onChange={(e) => change(e.target.value)}
            onBlur={() => setText(String(line.quantity))}
            onKeyDown={(e) => {
              // Stepped here rather than by the browser, so the step starts from the line's
              // quantity even while the box holds a half-typed number.
              const step = e.key === "ArrowUp" ? 1 : e.key === "ArrowDown" ? -1 : 0;
              if (!step) return;
              e.preventDefault();
              const next = line.quantity + step;
              if (next >= 1 && next <= POS_QUANTITY_MAX) onQuantity(line.pack_id, next);
            }}
          />
          <button
            type="button"
            className="ui-button ui-button-secondary pos-step"
            aria-label={`One more ${label}`}
            disabled={line.quantity >= POS_QUANTITY_MAX}
            onClick={() => onQuantity(line.pack_id, line.quantity + 1)}
          >
            +
          </button>
        </span>
      </td>
      <td className="pos-number">{priced ? formatRupees(priced.amount) : "…"}</td>
      <td>
        <button type="button" className="ui-button ui-button-secondary pos-remove" aria-label={`Remove ${label}`} onClick={() => onRemove(line.pack_id)}>
          Remove
        </button>
      </td>
    </tr>
  );
}
