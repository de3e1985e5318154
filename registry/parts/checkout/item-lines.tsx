// The lines of an order, compact: picture, name and pack, quantity × price and the line's
// amount, with the server's note on a line (and a line that cannot be ordered marked so). The
// checkout's summary lists the cart this way and the success page the order.
import { cdnImage } from "../../../src/client/lib/cdn-image";
import { formatRupees } from "../../../src/shared/money";

export interface ItemLine {
  key: string;
  name: string;
  pack: string;
  image: string;
  quantity: number;
  price: number;
  amount: number;
  note?: string;
  /** The server refuses an order with this line (ADR 0019). */
  invalid?: boolean;
}

export function ItemLines({ lines, label }: { lines: readonly ItemLine[]; label: string }) {
  return (
    <ul className="item-lines" aria-label={label}>
      {lines.map((line) => (
        <li key={line.key} className={line.invalid ? "item-line is-invalid" : "item-line"} aria-label={`${line.name}, ${line.pack}`}>
          <img src={cdnImage(line.image, "small")} alt="" width={44} height={44} loading="lazy" />
          <span className="item-line-main">
            <span className="item-line-name">{line.name}</span>
            <span className="item-line-meta">
              {line.pack} · {line.quantity} × {formatRupees(line.price)}
            </span>
            {line.note ? <span className="item-line-note">{line.note}</span> : null}
          </span>
          <span className="item-line-amount">{formatRupees(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
