import { Link } from "react-router";

/** The not-found state; a product address gets words about the product rather than a page. */
export function NotFound({ product = false }: { product?: boolean }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{product ? "Product not found" : "Page not found"}</h1>
      <p>{product ? "This product is no longer sold here, or the address may be mistyped." : "We could not find this page. It may have moved, or the address may be mistyped."}</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/products">browse all products</Link>.
      </p>
    </section>
  );
}
