// A product's packs: what each holds in words ("6 x 250 ml") with its price per kg, L, piece or
// metre, price, MRP and the discount the server worked out, the most per order,
// whether shoppers see it, and its stock at each warehouse of the website. Packs are added,
// edited and deactivated here; every answer is the whole product again.
import { useId, useState } from "react";
import { BusyButton } from "../../client/ui/busy-button";
import { confirm } from "../../client/ui/confirm-dialog";
import { toast } from "../../client/ui/toast";
import { MAX_STOCK, type AdminPack, type AdminProduct, type AdminStock } from "../../shared/api/admin-catalogue";
import { formatRupees } from "../../shared/money";
import { formatPackQuantity, formatUnitPrice } from "../../shared/pack-quantity";
import { catalogueApi } from "./catalogue-api";
import { PackDialog } from "./pack-dialog";
import { showSaveError } from "../parts/save-errors";

type Editing = { pack: AdminPack | null } | null;

/** One pack's quantity at one warehouse, set on its own. */
function StockForm({ pack, stock, onSaved }: { pack: AdminPack; stock: AdminStock; onSaved: (product: AdminProduct) => void }) {
  const [text, setText] = useState(String(stock.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const save = async () => {
    const quantity = Number(text);
    if (!/^\d+$/.test(text.trim()) || quantity > MAX_STOCK) {
      setProblem(`The quantity must be a whole number from 0 to ${MAX_STOCK}`);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      onSaved(await catalogueApi.setStock(pack.id, { warehouse_id: stock.warehouse_id, quantity }));
      toast.success(`Stock of ${pack.name} at ${stock.warehouse_name} is ${quantity}`);
    } catch (error) {
      showSaveError(error, (errors) => {
        const message = errors.quantity ?? errors.warehouse_id;
        if (message) setProblem(message);
        return Boolean(message);
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="catalogue-stock"
      noValidate
      aria-label={`Stock of ${pack.name} at ${stock.warehouse_name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id}>{stock.warehouse_name}</label>
      <input
        id={id}
        className="text-input"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_STOCK}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <BusyButton type="submit" className="ui-button ui-button-secondary" busy={busy}>
        Set stock
      </BusyButton>
      {problem ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** What the pack holds, in the shop's words, and the price per kg, L, piece or metre it gives. */
function QuantityFacts({ pack }: { pack: AdminPack }) {
  const perUnit = formatUnitPrice(pack.price, pack);
  return (
    <>
      <dt>Quantity</dt>
      <dd>{formatPackQuantity(pack) ?? "Not set"}</dd>
      {perUnit ? (
        <>
          <dt>Unit price</dt>
          <dd>{perUnit}</dd>
        </>
      ) : null}
    </>
  );
}

export function PacksSection({ product, onChange }: { product: AdminProduct; onChange: (product: AdminProduct) => void }) {
  const [editing, setEditing] = useState<Editing>(null);

  const deactivate = async (pack: AdminPack) => {
    if (!(await confirm({ title: `Deactivate the pack ${pack.name}?`, text: "Shoppers will no longer see it; orders keep their copies.", confirmText: "Deactivate" }))) return;
    try {
      onChange(await catalogueApi.deactivatePack(pack.id));
      toast.success(`${pack.name} is deactivated`);
    } catch (error) {
      showSaveError(error, () => false);
    }
  };

  return (
    <section className="catalogue-packs" aria-labelledby="catalogue-packs-title">
      <div className="catalogue-title-row">
        <h2 id="catalogue-packs-title">Packs</h2>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing({ pack: null })}>
          Add a pack
        </button>
      </div>
      {product.packs.length === 0 ? <p>No packs yet: shoppers can buy the product once it has one with stock.</p> : null}
      <ul className="catalogue-pack-list">
        {product.packs.map((pack) => (
          <li key={pack.id} className={pack.active ? "catalogue-pack" : "catalogue-pack is-inactive"} aria-labelledby={`catalogue-pack-${pack.id}`}>
            <div className="catalogue-pack-head">
              <h3 id={`catalogue-pack-${pack.id}`}>{pack.name}</h3>
              {!pack.active ? <span className="catalogue-badge">Inactive</span> : null}
              <div className="catalogue-actions">
                <button type="button" className="ui-button ui-button-secondary" onClick={() => setEditing({ pack })} aria-label={`Edit pack ${pack.name}`}>
                  Edit
                </button>
                {pack.active ? (
                  <button type="button" className="ui-button ui-button-secondary" onClick={() => void deactivate(pack)} aria-label={`Deactivate pack ${pack.name}`}>
                    Deactivate
                  </button>
                ) : null}
              </div>
            </div>
            <dl className="catalogue-pack-facts">
              <QuantityFacts pack={pack} />
              <dt>MRP</dt>
              <dd>{formatRupees(pack.mrp)}</dd>
              <dt>Selling price</dt>
              <dd>{formatRupees(pack.price)}</dd>
              <dt>Discount</dt>
              <dd>{pack.discount > 0 ? `${pack.discount}% off` : "None"}</dd>
              <dt>Most per order</dt>
              <dd>{pack.max_per_order}</dd>
              {pack.code ? (
                <>
                  <dt>Code</dt>
                  <dd>{pack.code}</dd>
                </>
              ) : null}
            </dl>
            <fieldset className="catalogue-stock-list">
              <legend>Stock</legend>
              {pack.stock.length === 0 ? <p>This website has no warehouse yet.</p> : null}
              {pack.stock.map((stock) => (
                <StockForm key={`${stock.warehouse_id}:${stock.quantity}`} pack={pack} stock={stock} onSaved={onChange} />
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
      <PackDialog
        open={editing !== null}
        pack={editing?.pack ?? null}
        position={product.packs.length}
        onClose={() => setEditing(null)}
        onSave={async (body) => {
          const saved = editing?.pack ? await catalogueApi.updatePack(editing.pack.id, body) : await catalogueApi.addPack(product.id, body);
          onChange(saved);
          toast.success(`${body.name} is saved`);
          return saved;
        }}
      />
    </section>
  );
}
