// The customer a sale is for, optional: found by phone, or added with a name when the phone is
// new to the shop. A walk-in sale has none.
import { useId, useState, type FormEvent } from "react";
import { posApi } from "../../client/api/pos-api";
import { useBusy } from "../../client/ui/use-busy";
import { BusyButton } from "../../client/ui/busy-button";
import type { PosCustomer } from "../../shared/api/pos";
import { userMessage } from "../../shared/error-message";
import { formatPhone } from "../../shared/format-phone";

export interface CustomerFieldProps {
  customer: PosCustomer | null;
  onChange: (customer: PosCustomer | null) => void;
}

export function CustomerField({ customer, onChange }: CustomerFieldProps) {
  const [phone, setPhone] = useState("");
  const [name, setName] = useState("");
  /** The phone looked up and not found: the counter may add it. */
  const [unknown, setUnknown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useBusy<"find" | "add">();
  const id = useId();

  const attach = (found: PosCustomer) => {
    onChange(found);
    setPhone("");
    setName("");
    setUnknown(null);
  };
  const call = (key: "find" | "add", work: () => Promise<void>) =>
    busy.run(key, async () => {
      setError(null);
      try {
        await work();
      } catch (failure) {
        setError(userMessage(failure));
      }
    });

  const find = (event: FormEvent) => {
    event.preventDefault();
    const typed = phone.trim();
    void call("find", async () => {
      const answer = await posApi.findCustomer(typed);
      if (answer.customer) attach(answer.customer);
      else setUnknown(typed);
    });
  };
  const add = () =>
    void call("add", async () => {
      const answer = await posApi.addCustomer(unknown ?? "", name.trim());
      if (answer.customer) attach(answer.customer);
    });

  if (customer) {
    return (
      <div className="pos-panel-row">
        <p className="pos-customer">
          <strong>{customer.name || "Customer"}</strong> {formatPhone(customer.phone)}
        </p>
        <button type="button" className="ui-button ui-button-secondary" onClick={() => onChange(null)}>
          Remove customer
        </button>
      </div>
    );
  }
  return (
    <div>
      <form className="pos-panel-row" onSubmit={find}>
        <label className="sr-only" htmlFor={id}>
          Customer's phone
        </label>
        <input
          id={id}
          className="text-input"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Customer's phone (optional)"
          maxLength={10}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            setUnknown(null);
          }}
        />
        <BusyButton type="submit" className="ui-button ui-button-secondary" busy={busy.isBusy("find")}>
          Find
        </BusyButton>
      </form>
      {unknown ? (
        <div className="pos-new-customer">
          <p>No customer has the phone {formatPhone(unknown)}.</p>
          <div className="pos-panel-row">
            <label className="sr-only" htmlFor={`${id}-name`}>
              New customer's name
            </label>
            <input id={`${id}-name`} className="text-input" placeholder="Name (optional)" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
            <BusyButton className="ui-button ui-button-primary" busy={busy.isBusy("add")} onClick={add}>
              Add customer
            </BusyButton>
          </div>
        </div>
      ) : null}
      {error ? (
        <p className="pos-problem" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
