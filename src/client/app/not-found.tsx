import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find this page. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/products">browse all products</Link>.
      </p>
    </section>
  );
}
