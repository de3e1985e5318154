// The frame of the checkout screens (full-width routes, §2): a centred column with the screen's
// heading; the hand-off, confirmation and success pages use a narrower one.
import { useId, type ReactNode } from "react";
import "../account/account.css";
import "./checkout.css";

export function CheckoutPage({ title, narrow = false, children }: { title: string; narrow?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={narrow ? "checkout-page checkout-page-narrow" : "checkout-page"} aria-labelledby={headingId}>
      <h1 id={headingId} className="checkout-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
