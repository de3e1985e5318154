// The pincodes one warehouse serves: searched and paged; several added at once ("560038
// Indiranagar", one a line), with the choice to take over ones another warehouse serves (else
// the server names that warehouse and adds nothing); each moved to another warehouse or removed.
import { useId, useState } from "react";
import { SelectInput } from "../../client/ui/form/select-input";
import { toast } from "../../client/ui/toast";
import { MAX_PINCODES_AT_ONCE, type AdminPincode, type AdminWarehouse } from "../../shared/api/admin-delivery";
import { userMessage } from "../../shared/error-message";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { removeAfterAsking } from "../parts/remove-after-asking";
import { RowActions } from "../parts/row-actions";
import { SearchBox } from "../parts/search-box";
import { showSaveError } from "../parts/save-errors";
import { useListQuery } from "../parts/use-list-query";
import { useLoaded } from "../../tool-shell/use-loaded";
import { deliveryApi, type PageQuery } from "./delivery-api";
import { parsePincodeLines } from "./pincode-lines";

export function PincodesPanel({ warehouse, warehouses, onChanged }: { warehouse: AdminWarehouse; warehouses: readonly AdminWarehouse[]; onChanged: () => void }) {
  const { query, change, paging } = useListQuery<PageQuery>({ page: 1, per_page: 20 });
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

  const remove = (p: AdminPincode) =>
    removeAfterAsking({ title: `Stop delivering to ${p.pincode}?`, confirmText: "Remove" }, () => deliveryApi.deletePincode(p.pincode), `${p.pincode} is no longer served`, changed);

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
      <SearchBox label="Search pincodes" initial={query.q ?? ""} onSearch={(q) => change({ q: q || undefined })} />
      <ListBody list={list} empty={<>No pincodes {query.q ? "match" : "yet"}.</>} paging={paging}>
        {(pincodes) => (
          <ListTable labelledBy="delivery-pincodes-title" busy={list.loading} columns={["Pincode", "Area"]} actions>
            {pincodes.map((p) => (
              <tr key={p.pincode}>
                <th scope="row">{p.pincode}</th>
                <td>{p.area}</td>
                <RowActions name={p.pincode} deleteText="Remove" onDelete={() => void remove(p)}>
                  {others.length ? (
                    <SelectInput
                      aria-label={`Move ${p.pincode} to`}
                      value=""
                      placeholder="Move to..."
                      options={others.map((w) => ({ value: String(w.id), label: w.name }))}
                      onChange={(v) => void moveTo(p, v)}
                    />
                  ) : null}
                </RowActions>
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
    </section>
  );
}
