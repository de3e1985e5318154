// The cart panel's coupon entry. Apply and Remove answer the new cart beside a message (§7
// "cart reloaded if truthy"); that cart replaces the cart atom. A refusal (not valid, expired,
// needs sign-in, below the minimum) is read under the field, where the code was typed.
import { useId, useState, type FormEvent } from "react";
import { couponBody, COUPON_CODE_MAX, type Cart, type CouponAnswer } from "../../../src/shared/api/cart";
import { userMessage } from "../../../src/client/lib/user-message";
import { applyCoupon, removeCoupon } from "../../../src/client/api/cart-api";
import { Message } from "../../../src/client/i18n/message";
import { useT } from "../../../src/client/i18n/use-t";
import { useCartCall } from "../../../src/client/state/use-cart-call";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { useBusy } from "../../../src/client/ui/use-busy";
import "./coupon-form.css";

type CouponStep = "apply" | "remove";

export function CouponForm({ cart }: { cart: Cart }) {
  const t = useT();
  const cartCall = useCartCall();
  const busy = useBusy<CouponStep>();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;

  const run = async (step: CouponStep, call: () => Promise<CouponAnswer>): Promise<boolean> => {
    setError(null);
    setNote(null);
    try {
      await busy.run(step, () =>
        cartCall(async () => {
          const answer = await call();
          setNote(answer.message || null);
          return answer.cart;
        }, `coupon ${step}`),
      );
      return true;
    } catch (failure) {
      setError(userMessage(failure));
      return false;
    }
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule, so an empty code is answered here without a call.
    const checked = couponBody.safeParse({ code });
    if (!checked.success) {
      // The one refusal a typed code can meet here (the field stops at the longest): none given.
      setError(code.trim() ? (checked.error.issues[0]?.message ?? t("cart.couponMissing")) : t("cart.couponMissing"));
      return;
    }
    if (await run("apply", () => applyCoupon(checked.data.code))) setCode("");
  };

  return (
    <section className="cart-coupon" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cart-section-title">
        {t("cart.coupon")}
      </h3>
      {cart.offercode ? (
        <div className="cart-coupon-applied">
          <span>
            <Message id="cart.couponApplied" values={{ code: cart.offercode, b: (chunks) => <strong>{chunks}</strong> }} />
          </span>
          <BusyButton busy={busy.isBusy("remove")} className="cart-link-button" aria-label={t("cart.removeCoupon", { code: cart.offercode })} onClick={() => void run("remove", removeCoupon)}>
            {t("cart.remove")}
          </BusyButton>
        </div>
      ) : (
        <form className="cart-coupon-form" onSubmit={(e) => void apply(e)} noValidate>
          <label className="sr-only" htmlFor={id}>
            {t("cart.couponCode")}
          </label>
          <input
            id={id}
            className="text-input"
            type="text"
            placeholder={t("cart.couponPlaceholder")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={COUPON_CODE_MAX}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <BusyButton type="submit" busy={busy.isBusy("apply")} className="ui-button ui-button-secondary">
            {t("cart.apply")}
          </BusyButton>
        </form>
      )}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {note ? (
        <p className="cart-coupon-note" role="status">
          {note}
        </p>
      ) : null}
      {/* Why an applied coupon gives nothing now (the cart shrank below its minimum). */}
      {cart.message ? <p className="cart-coupon-warning">{cart.message}</p> : null}
    </section>
  );
}
