// A first page over the API while the shop's frame is being built: the store's name,
// its categories and the first products, so a fresh `npm start` shows a working store.
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

interface Init {
  web: { name: string; description: string };
  categories: { name: string; slug: string }[];
}
interface Listing {
  data: { product_id: number; product_name: string; image: string; packs: { pack_name: string; price: number; act_price: number }[] }[];
  meta: { total: number };
}

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
const api = async <T,>(path: string): Promise<T> => {
  const res = await fetch(`/s${path}`, { credentials: "include", headers: { "x-web-url": location.origin } });
  if (!res.ok) throw new Error(`${res.status}`);
  return (await res.json()) as T;
};

function Store() {
  const [init, setInit] = useState<Init | null>(null);
  const [list, setList] = useState<Listing | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    Promise.all([api<Init>("/api/init"), api<Listing>("/api/products")])
      .then(([i, l]) => {
        setInit(i);
        setList(l);
      })
      .catch(() => setError("There's been an error, please try again."));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!init || !list) return <p>Loading...</p>;
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 1100, margin: "0 auto", padding: 16 }}>
      <h1>{init.web.name}</h1>
      <p>{init.web.description}</p>
      <nav aria-label="Categories">{init.categories.map((c) => c.name).join(" · ")}</nav>
      <p data-testid="total">{list.meta.total} products</p>
      <ul style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))", gap: 16, listStyle: "none", padding: 0 }}>
        {list.data.map((p) => (
          <li key={p.product_id}>
            <img src={`/cdn/medium/${p.image}`} alt="" width={150} height={150} />
            <div>{p.product_name}</div>
            <div>
              {p.packs[0]?.pack_name} · {inr.format(p.packs[0]?.price ?? 0)}
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Store />
  </StrictMode>,
);
