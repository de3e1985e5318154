// The website's customers (people with orders or addresses here): searched by name or phone,
// latest order first, a page at a time; each opens their orders and addresses. The query lives
// in the address, so the list comes back as it was.
import { Link, useSearchParams } from "react-router";
import { Pagination } from "../../client/ui/pagination";
import { formatDate } from "../../shared/date-format";
import { formatPhone } from "../../shared/format-phone";
import { PAGE_SIZE_CHOICES } from "../../shared/pagination";
import { LoadFailure } from "../catalogue/load-failure";
import { SearchBox } from "../catalogue/search-box";
import { useLoaded } from "../catalogue/use-loaded";
import { customerPath, peopleApi, type CustomerFilters } from "./people-api";
import "../catalogue/catalogue.css";

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

export function CustomersScreen() {
  const [params, setParams] = useSearchParams();
  const filters = customerFiltersFrom(params);
  const list = useLoaded(JSON.stringify(filters), (signal) => peopleApi.customers(filters, signal));

  /** Changes some of the query; a new search starts again at page 1. */
  const change = (next: Partial<Record<"q" | "page" | "per_page", string | undefined>>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    if (!("page" in next)) merged.delete("page");
    setParams(merged);
  };

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="customers-title">
      <p className="admin-screen-kicker">People</p>
      <h1 id="customers-title">Customers</h1>
      <div className="catalogue-filters">
        <SearchBox key={filters.q ?? ""} label="Search customers by name or phone" initial={filters.q ?? ""} onSearch={(q) => change({ q })} />
      </div>
      {list.error ? (
        <LoadFailure message={list.error} onRetry={list.reload} />
      ) : list.data ? (
        <>
          {list.data.data.length === 0 ? (
            <p>No customers match.</p>
          ) : (
            <div className="catalogue-table-wrap">
              <table className="catalogue-table" aria-labelledby="customers-title" aria-busy={list.loading || undefined}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Phone</th>
                    <th scope="col">Orders</th>
                    <th scope="col">Last order</th>
                    <th scope="col">Addresses</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((customer) => (
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
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            total={list.data.meta.total}
            page={filters.page}
            perPage={filters.per_page}
            onPageChange={(page) => change({ page: String(page) })}
            onPerPageChange={(perPage) => change({ per_page: String(perPage) })}
          />
        </>
      ) : (
        <p role="status">Loading...</p>
      )}
    </section>
  );
}
