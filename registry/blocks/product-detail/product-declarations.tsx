// "Product details": what the Legal Metrology Rules ask a shop selling online to show for a
// pre-packaged product (ADR 0078) — who made, packed or imported it and where, its common name,
// each pack's net quantity, MRP and unit sale price, the country of origin, best before where it
// applies, and consumer care. Every pack is listed at once, so nothing waits on a choice.
import type { Pack, ProductDeclarations as Declared } from "../../../src/shared/api/products";
import { MAKER_ROLE_LABELS, formatUnitSalePrice } from "../../../src/shared/legal-metrology";
import { formatRupees } from "../../../src/shared/money";
import { formatPackQuantity } from "../../../src/shared/pack-quantity";

export function ProductDeclarations({ declarations: d, packs }: { declarations: Declared; packs: Pack[] }) {
  return (
    <section className="product-text product-declarations" aria-labelledby="product-details">
      <h2 id="product-details">Product details</h2>
      <dl>
        <div>
          <dt>Common or generic name</dt>
          <dd>{d.generic_name}</dd>
        </div>
        <div>
          <dt>{d.maker_role ? MAKER_ROLE_LABELS[d.maker_role] : "Manufacturer, packer or importer"}</dt>
          <dd>
            {d.maker_name}
            <br />
            {d.maker_address}
          </dd>
        </div>
        <div>
          <dt>Country of origin</dt>
          <dd>{d.country_of_origin}</dd>
        </div>
        {d.best_before ? (
          <div>
            <dt>Best before or use by</dt>
            <dd>{d.best_before}</dd>
          </div>
        ) : null}
        <div>
          <dt>Consumer care</dt>
          <dd>{d.consumer_care}</dd>
        </div>
      </dl>
      {packs.length ? (
        <table>
          <caption>Each pack</caption>
          <thead>
            <tr>
              <th scope="col">Pack</th>
              <th scope="col">Net quantity</th>
              <th scope="col">MRP (incl. of all taxes)</th>
              <th scope="col">Unit sale price</th>
            </tr>
          </thead>
          <tbody>
            {packs.map((p) => (
              <tr key={p.pack_id}>
                <th scope="row">{p.pack_name}</th>
                <td>{formatPackQuantity(p) ?? "—"}</td>
                <td>{formatRupees(p.act_price)}</td>
                <td>{formatUnitSalePrice(p.act_price, p) ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
