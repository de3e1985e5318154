import { Link } from "react-router";
import { Message } from "../i18n/message";
import { useT } from "../i18n/use-t";

/** The not-found state; a product address gets words about the product rather than a page. */
export function NotFound({ product = false }: { product?: boolean }) {
  const t = useT();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{product ? t("app.productNotFound") : t("app.pageNotFound")}</h1>
      <p>{product ? t("app.productNotFoundText") : t("app.pageNotFoundText")}</p>
      <p>
        <Message id="app.notFoundWayOn" values={{ home: (chunks) => <Link to="/">{chunks}</Link>, products: (chunks) => <Link to="/products">{chunks}</Link> }} />
      </p>
    </section>
  );
}
