// "Product details": what the Legal Metrology Rules ask a shop selling online to show for a
// pre-packaged product (ADR 0078) — who made, packed or imported it and where, its common name,
// each pack's net quantity, MRP and unit sale price, the country of origin, best before where it
// applies, and consumer care. Every pack is listed at once, so nothing waits on a choice.
import type { Pack, ProductDeclarations as Declared } from "../../../src/shared/api/products";
import { unitSaleAmount, unitSalePrice, type MakerRole } from "../../../src/shared/legal-metrology";
import { formatRupees } from "../../../src/shared/money";
import { formatPackQuantity, type PackQuantity } from "../../../src/shared/pack-quantity";
import { useT, type Translate } from "../../../src/client/i18n/use-t";

/** How the page introduces the name and address: whoever the label names. */
const MAKER_ROLE_MESSAGES = { manufacturer: "catalogue.manufacturedBy", packer: "catalogue.packedBy", importer: "catalogue.importedBy" } as const satisfies Record<MakerRole, string>;

/** "₹0.044 per g", "₹42.50 per kg" (formatUnitSalePrice's figures, the words in the page's
 *  language): to the paisa, and to a tenth of one below a rupee. */
function unitSalePriceText(mrp: number, q: PackQuantity, t: Translate): string | null {
  const u = unitSalePrice(mrp, q);
  if (!u) return null;
  return t("parts.unitPricePer", { price: unitSaleAmount(u.amount), unit: u.per === "piece" ? t("parts.unitPiece") : u.per });
}

export function ProductDeclarations({ declarations: d, packs }: { declarations: Declared; packs: Pack[] }) {
  const t = useT();
  return (
    <section className="product-text product-declarations" aria-labelledby="product-details">
      <h2 id="product-details">{t("catalogue.productDetails")}</h2>
      <dl>
        <div>
          <dt>{t("catalogue.genericName")}</dt>
          <dd>{d.generic_name}</dd>
        </div>
        <div>
          <dt>{d.maker_role ? t(MAKER_ROLE_MESSAGES[d.maker_role]) : t("catalogue.makerAny")}</dt>
          <dd>
            {d.maker_name}
            <br />
            {d.maker_address}
          </dd>
        </div>
        <div>
          <dt>{t("catalogue.countryOfOrigin")}</dt>
          <dd>{d.country_of_origin}</dd>
        </div>
        {d.best_before ? (
          <div>
            <dt>{t("catalogue.bestBefore")}</dt>
            <dd>{d.best_before}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("catalogue.consumerCare")}</dt>
          <dd>{d.consumer_care}</dd>
        </div>
      </dl>
      {packs.length ? (
        <table>
          <caption>{t("catalogue.eachPack")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("catalogue.pack")}</th>
              <th scope="col">{t("catalogue.netQuantity")}</th>
              <th scope="col">{t("catalogue.mrpInclTaxes")}</th>
              <th scope="col">{t("catalogue.unitSalePrice")}</th>
            </tr>
          </thead>
          <tbody>
            {packs.map((p) => (
              <tr key={p.pack_id}>
                <th scope="row">{p.pack_name}</th>
                <td>{formatPackQuantity(p) ?? "—"}</td>
                <td>{formatRupees(p.act_price)}</td>
                <td>{unitSalePriceText(p.act_price, p, t) ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
