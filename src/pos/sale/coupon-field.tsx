// The sale's coupon: typed and applied, then priced by the server with the rest of the sale,
// whose answer says whether it applies and why not.
import { useId, useState, type FormEvent } from "react";
import type { PosQuote } from "../../shared/api/pos";

export interface CouponFieldProps {
  coupon: string;
  answer: PosQuote["coupon"] | undefined;
  onChange: (coupon: string) => void;
}

export function CouponField({ coupon, answer, onChange }: CouponFieldProps) {
  const [text, setText] = useState("");
  const id = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onChange(text.trim());
    setText("");
  };
  if (coupon) {
    const current = answer?.code.toUpperCase() === coupon.toUpperCase() ? answer : null;
    return (
      <div className="pos-panel-row">
        <p className="pos-coupon">
          Coupon <strong>{coupon}</strong>
          {current ? (
            <span className={current.applied ? "pos-ok" : "pos-problem"} role={current.applied ? "status" : "alert"}>
              {current.message}
            </span>
          ) : null}
        </p>
        <button type="button" className="ui-button ui-button-secondary" onClick={() => onChange("")}>
          Remove coupon
        </button>
      </div>
    );
  }
  return (
    <form className="pos-panel-row" onSubmit={apply}>
      <label className="sr-only" htmlFor={id}>
        Coupon code
      </label>
      <input id={id} className="text-input" placeholder="Coupon code" autoComplete="off" maxLength={40} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="ui-button ui-button-secondary">
        Apply
      </button>
    </form>
  );
}
