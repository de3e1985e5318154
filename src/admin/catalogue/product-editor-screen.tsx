// One product of the website: a new one (/products/new) or one to edit (/products/:id) with its
// packs and their stock. A new product is saved first; its packs are added once it exists. The
// brands, suppliers and categories its form offers come with the product.
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { toast } from "../../client/ui/toast";
import type { AdminProduct } from "../../shared/api/admin-catalogue";
import { catalogueApi } from "./catalogue-api";
import { loadChoices, type CatalogueChoices } from "./catalogue-choices";
import { NEW_PRODUCT_SEGMENT, productPath, productsPath } from "./catalogue-paths";
import { PacksSection } from "./packs-section";
import { ProductForm } from "./product-form";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import "../parts/admin-parts.css";
import "./catalogue.css";

const productId = (id = "") => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : null);

/** The product to edit (nothing for a new one or an address that names none) and what its form offers. */
async function loader({ params, request }: LoaderFunctionArgs): Promise<{ product: AdminProduct | null; choices: CatalogueChoices }> {
  const id = productId(params.id);
  const [product, choices] = await Promise.all([id === null ? null : catalogueApi.product(id, request.signal), loadChoices(request.signal)]);
  return { product, choices };
}

function EditProduct({ current, choices, onSaved }: { current: AdminProduct; choices: CatalogueChoices; onSaved: (product: AdminProduct) => void }) {
  return (
    <>
      <h1 id="catalogue-product-title">{current.name}</h1>
      <ProductForm
        // A saved answer may have changed the fields (a trimmed name): the form starts again from it.
        key={JSON.stringify([current.name, current.slug, current.active, current.images, current.brand, current.supplier, current.categories])}
        product={current}
        choices={choices}
        onSave={async (body) => {
          onSaved(await catalogueApi.updateProduct(current.id, body));
          toast.success(`${body.name} is saved`);
        }}
      />
      <PacksSection product={current} onChange={onSaved} />
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
  const screen = useScreenData<typeof loader>();
  const { product, choices } = screen.data;
  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="catalogue-product-title">
      <p className="admin-screen-kicker">
        <Link to={productsPath()}>Products</Link>
      </p>
      {id === NEW_PRODUCT_SEGMENT ? (
        <NewProduct choices={choices} />
      ) : product ? (
        <EditProduct key={product.id} current={product} choices={choices} onSaved={(saved) => screen.setData({ product: saved, choices })} />
      ) : (
        <p role="alert">There is no such product.</p>
      )}
    </section>
  );
}

export const route: ScreenRoute = { Component: ProductEditorScreen, loader };
