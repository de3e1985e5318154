// The website's customers (people with orders or addresses here): searched by name or phone,
// latest order first, a page at a time; each opens their orders and addresses. The query lives
// in the address, so the list comes back as it was.
import { Link, type LoaderFunctionArgs } from "react-router";
import { formatDate } from "../../shared/date-format";
import { formatPhone } from "../../shared/format-phone";
import { PAGE_SIZE_CHOICES } from "../../shared/pagination";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { SearchBox } from "../parts/search-box";
import { useListParams } from "../parts/use-list-params";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { customerPath, peopleApi, type CustomerFilters } from "./people-api";
import "../parts/admin-parts.css";

/** The list's query read from the address; anything malformed there is left out. */
export function customerFiltersFrom(params: URLSearchParams): CustomerFilters {
  const page = params.get("page");
  const perPage = Number(params.get("per_page"));
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    page: page && /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
    per_page: (PAGE_SIZE_CHOICES as readonly number[]).includes(perPage) ? perPage : 20,
  };
}

const loader = ({ request }: LoaderFunctionArgs) => peopleApi.customers(customerFiltersFrom(new URL(request.url).searchParams), request.signal);

export function CustomersScreen() {
  const { params, change, paging } = useListParams<"q">();
  const filters = customerFiltersFrom(params);
  const list = useScreenData<typeof loader>();

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="customers-title">
      <p className="admin-screen-kicker">People</p>
      <h1 id="customers-title">Customers</h1>
      <div className="catalogue-filters">
        <SearchBox key={filters.q ?? ""} label="Search customers by name or phone" initial={filters.q ?? ""} onSearch={(q) => change({ q })} />
      </div>
      <ListBody list={list} empty="No customers match." paging={paging(filters)}>
        {(customers) => (
          <ListTable labelledBy="customers-title" busy={list.loading} columns={["Name", "Phone", "Orders", "Last order", "Addresses"]}>
            {customers.map((customer) => (
              <tr key={customer.id}>
                <th scope="row">
                  <Link to={customerPath(customer.id)}>{customer.name || "(no name)"}</Link>
                </th>
                <td>{formatPhone(customer.phone)}</td>
                <td>{customer.order_count}</td>
                <td>{customer.last_order_at ? formatDate(customer.last_order_at) : "—"}</td>
                <td>{customer.address_count}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
    </section>
  );
}

export const route: ScreenRoute = { Component: CustomersScreen, loader };
