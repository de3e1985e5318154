// The website's products: searched by name, filtered by brand, category and whether shoppers
// see them, a page at a time; each opens its editor. The filters live in the address, so the
// list comes back as it was after an edit; the brands and categories they offer come with each
// page of the list.
import { useId } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { SelectInput } from "../../client/ui/form/select-input";
import { cdnImage } from "../../shared/cdn-image";
import { formatRupees } from "../../shared/money";
import { catalogueApi } from "./catalogue-api";
import { loadChoices } from "./catalogue-choices";
import { productPath } from "./catalogue-paths";
import { productFiltersFrom } from "./catalogue-query";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { SearchBox } from "../parts/search-box";
import { useListParams } from "../parts/use-list-params";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import "../parts/admin-parts.css";
import "./catalogue.css";

type QueryKey = "q" | "brand_id" | "category_id" | "active";

async function loader({ request }: LoaderFunctionArgs) {
  const [list, choices] = await Promise.all([catalogueApi.products(productFiltersFrom(new URL(request.url).searchParams), request.signal), loadChoices(request.signal, { suppliers: false })]);
  return { list, choices };
}

export function ProductsScreen() {
  const { params, change, paging } = useListParams<QueryKey>();
  const filters = productFiltersFrom(params);
  const screen = useScreenData<typeof loader>();
  const list = { ...screen, data: screen.data.list };
  const { choices } = screen.data;
  const brandId = useId();
  const categoryId = useId();
  const activeId = useId();

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="catalogue-products-title">
      <p className="admin-screen-kicker">Catalogue</p>
      <div className="catalogue-title-row">
        <h1 id="catalogue-products-title">Products</h1>
        <Link className="ui-button ui-button-primary" to={productPath("new")}>
          New product
        </Link>
      </div>
      <div className="catalogue-filters">
        <SearchBox key={filters.q ?? ""} label="Search products" initial={filters.q ?? ""} onSearch={(q) => change({ q })} />
        <div className="field">
          <label className="field-label" htmlFor={brandId}>
            Brand
          </label>
          <SelectInput
            id={brandId}
            placeholder="All brands"
            value={filters.brand_id ?? ""}
            options={choices.brands.map((b) => ({ value: String(b.id), label: b.name }))}
            onChange={(value) => change({ brand_id: value })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={categoryId}>
            Category
          </label>
          <SelectInput
            id={categoryId}
            placeholder="All categories"
            value={filters.category_id ?? ""}
            options={choices.categories.map((c) => ({ value: String(c.id), label: c.path }))}
            onChange={(value) => change({ category_id: value })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={activeId}>
            Shown to shoppers
          </label>
          <SelectInput
            id={activeId}
            placeholder="All products"
            value={filters.active ?? ""}
            options={[
              { value: "true", label: "Active" },
              { value: "false", label: "Inactive" },
            ]}
            onChange={(value) => change({ active: value })}
          />
        </div>
      </div>
      <ListBody list={list} empty="No products match." paging={paging(filters)}>
        {(products) => (
          <ListTable
            labelledBy="catalogue-products-title"
            busy={list.loading}
            columns={[
              <span key="picture" className="sr-only">
                Picture
              </span>,
              "Name",
              "Brand",
              "Packs",
              "From",
              "Stock",
              "Status",
            ]}
          >
            {products.map((product) => (
              <tr key={product.id}>
                <td>
                  <img className="catalogue-thumb" src={cdnImage(product.image, "small")} alt="" />
                </td>
                <th scope="row">
                  <Link to={productPath(product.id)}>{product.name}</Link>
                </th>
                <td>{product.brand?.name ?? "—"}</td>
                <td>{product.pack_count}</td>
                <td>{product.min_price === null ? "—" : formatRupees(product.min_price)}</td>
                <td>
                  {product.stock.length === 0 ? (
                    "No warehouse"
                  ) : (
                    <ul className="catalogue-stock">
                      {product.stock.map((s) => (
                        <li key={s.warehouse_id} className={s.quantity === 0 ? "is-out" : undefined}>
                          {s.warehouse}: {s.quantity === 0 ? "out of stock" : s.quantity}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{product.active ? "Active" : "Inactive"}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
    </section>
  );
}

export const route: ScreenRoute = { Component: ProductsScreen, loader };
