// One product of the website: a new one (/products/new) or one to edit (/products/:id) with its
// packs and their stock. A new product is saved first; its packs are added once it exists.
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "../../client/ui/toast";
import type { AdminProduct } from "../../shared/api/admin-catalogue";
import { catalogueApi } from "./catalogue-api";
import { loadChoices, type CatalogueChoices } from "./catalogue-choices";
import { NEW_PRODUCT_SEGMENT, productPath, productsPath } from "./catalogue-paths";
import { LoadFailure } from "../../tool-shell/load-failure";
import { PacksSection } from "./packs-section";
import { ProductForm } from "./product-form";
import { useLoaded } from "../../tool-shell/use-loaded";
import "../parts/admin-parts.css";
import "./catalogue.css";
import type { ScreenRoute } from "../../tool-shell/tool-routes";

function EditProduct({ id, choices }: { id: number; choices: CatalogueChoices }) {
  const product = useLoaded(`product:${id}`, (signal) => catalogueApi.product(id, signal));
  if (product.error) return <LoadFailure message={product.error} onRetry={product.reload} />;
  if (!product.data) return <p role="status">Loading...</p>;
  const current = product.data;
  return (
    <>
      <h1 id="catalogue-product-title">{current.name}</h1>
      <ProductForm
        // A saved answer may have changed the fields (a trimmed name): the form starts again from it.
        key={JSON.stringify([current.name, current.slug, current.active, current.images, current.brand, current.supplier, current.categories])}
        product={current}
        choices={choices}
        onSave={async (body) => {
          product.setData(await catalogueApi.updateProduct(id, body));
          toast.success(`${body.name} is saved`);
        }}
      />
      <PacksSection product={current} onChange={product.setData} />
    </>
  );
}

function NewProduct({ choices }: { choices: CatalogueChoices }) {
  const navigate = useNavigate();
  return (
    <>
      <h1 id="catalogue-product-title">New product</h1>
      <ProductForm
        product={null}
        choices={choices}
        onSave={async (body) => {
          const created: AdminProduct = await catalogueApi.createProduct(body);
          toast.success(`${created.name} is created: add its packs`);
          void navigate(productPath(created.id), { replace: true });
        }}
      />
    </>
  );
}

export function ProductEditorScreen() {
  const { id = "" } = useParams();
  const choices = useLoaded("choices", (signal) => loadChoices(signal));
  const productId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="catalogue-product-title">
      <p className="admin-screen-kicker">
        <Link to={productsPath()}>Products</Link>
      </p>
      {choices.error ? (
        <LoadFailure message={choices.error} onRetry={choices.reload} />
      ) : !choices.data ? (
        <p role="status">Loading...</p>
      ) : id === NEW_PRODUCT_SEGMENT ? (
        <NewProduct choices={choices.data} />
      ) : productId === null ? (
        <p role="alert">There is no such product.</p>
      ) : (
        <EditProduct key={productId} id={productId} choices={choices.data} />
      )}
    </section>
  );
}

export const route: ScreenRoute = { Component: ProductEditorScreen };
