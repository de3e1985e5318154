// The pincodes one warehouse serves: searched and paged; several added at once ("560038
// Indiranagar", one a line), with the choice to take over ones another warehouse serves (else
// the server names that warehouse and adds nothing); each moved to another warehouse or removed.
import { useId, useState } from "react";
import { confirm } from "../../client/ui/confirm-dialog";
import { SelectInput } from "../../client/ui/form/select-input";
import { Pagination } from "../../client/ui/pagination";
import { toast } from "../../client/ui/toast";
import { MAX_PINCODES_AT_ONCE, type AdminPincode, type AdminWarehouse } from "../../shared/api/admin-delivery";
import { userMessage } from "../../shared/error-message";
import { LoadFailure } from "../catalogue/load-failure";
import { SearchBox } from "../catalogue/search-box";
import { showSaveError } from "../catalogue/save-errors";
import { useLoaded } from "../catalogue/use-loaded";
import { deliveryApi, type PageQuery } from "./delivery-api";
import { parsePincodeLines } from "./pincode-lines";

export function PincodesPanel({ warehouse, warehouses, onChanged }: { warehouse: AdminWarehouse; warehouses: readonly AdminWarehouse[]; onChanged: () => void }) {
  const [query, setQuery] = useState<PageQuery>({ page: 1, per_page: 20 });
  const list = useLoaded(`${warehouse.id}:${JSON.stringify(query)}`, (signal) => deliveryApi.pincodes(warehouse.id, query, signal));
  const [text, setText] = useState("");
  const [move, setMove] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const others = warehouses.filter((w) => w.id !== warehouse.id);

  const changed = () => {
    list.reload();
    onChanged();
  };

  const add = async () => {
    const parsed = parsePincodeLines(text);
    if ("error" in parsed) return setProblem(parsed.error);
    setBusy(true);
    try {
      const added = await deliveryApi.addPincodes(warehouse.id, { pincodes: parsed.pincodes, move });
      toast.success(`${added.data.length} pincodes served from ${warehouse.name}${added.moved ? ` (${added.moved} moved here)` : ""}`);
      setText("");
      setProblem(null);
      changed();
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const moveTo = async (p: AdminPincode, to: string) => {
    const target = others.find((w) => String(w.id) === to);
    if (!target) return;
    try {
      await deliveryApi.updatePincode(p.pincode, { warehouse_id: target.id, area: p.area });
      toast.success(`${p.pincode} is now served from ${target.name}`);
      changed();
    } catch (error) {
      showSaveError(error, () => false);
    }
  };

  const remove = async (p: AdminPincode) => {
    if (!(await confirm({ title: `Stop delivering to ${p.pincode}?`, confirmText: "Remove" }))) return;
    try {
      await deliveryApi.deletePincode(p.pincode);
      toast.success(`${p.pincode} is no longer served`);
      changed();
    } catch (error) {
      showSaveError(error, () => false);
    }
  };

  return (
    <section className="delivery-pincodes" aria-labelledby="delivery-pincodes-title">
      <h3 id="delivery-pincodes-title">Pincodes served from {warehouse.name}</h3>
      <div className="delivery-add-pincodes">
        <label htmlFor={textId} className="field-label">
          Add pincodes
        </label>
        <textarea
          id={textId}
          className="text-input"
          rows={3}
          placeholder={"560038 Indiranagar\n560008 HAL 2nd Stage"}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${textId}-hint${problem ? ` ${textId}-error` : ""}`}
        />
        <p id={`${textId}-hint`} className="field-hint">
          One a line: the 6-digit pincode, then its area. At most {MAX_PINCODES_AT_ONCE} at once.
        </p>
        {problem ? (
          <p id={`${textId}-error`} className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="catalogue-form-actions">
          <label className="catalogue-check">
            <input type="checkbox" checked={move} onChange={(e) => setMove(e.target.checked)} />
            Move pincodes another warehouse serves to this one
          </label>
          <button type="button" className="ui-button ui-button-primary" disabled={busy || !text.trim()} onClick={() => void add()}>
            Add pincodes
          </button>
        </div>
      </div>
      <SearchBox label="Search pincodes" initial={query.q ?? ""} onSearch={(q) => setQuery({ ...query, q: q || undefined, page: 1 })} />
      {list.error ? (
        <LoadFailure message={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          {list.data.data.length === 0 ? (
            <p>No pincodes {query.q ? "match" : "yet"}.</p>
          ) : (
            <div className="catalogue-table-wrap">
              <table className="catalogue-table" aria-labelledby="delivery-pincodes-title" aria-busy={list.loading || undefined}>
                <thead>
                  <tr>
                    <th scope="col">Pincode</th>
                    <th scope="col">Area</th>
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((p) => (
                    <tr key={p.pincode}>
                      <th scope="row">{p.pincode}</th>
                      <td>{p.area}</td>
                      <td className="catalogue-actions">
                        {others.length ? (
                          <SelectInput aria-label={`Move ${p.pincode} to`} value="" placeholder="Move to..." options={others.map((w) => ({ value: String(w.id), label: w.name }))} onChange={(v) => void moveTo(p, v)} />
                        ) : null}
                        <button type="button" className="ui-button ui-button-secondary" onClick={() => void remove(p)} aria-label={`Remove ${p.pincode}`}>
                          Remove
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            total={list.data.meta.total}
            page={query.page}
            perPage={query.per_page}
            onPageChange={(page) => setQuery({ ...query, page })}
            onPerPageChange={(per_page) => setQuery({ ...query, per_page, page: 1 })}
          />
        </>
      )}
    </section>
  );
}
