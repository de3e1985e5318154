// The website's coupons: searched by code or description, filtered by whether they are on, a
// page at a time, each with its rules in a line and how often it was used; each opens its
// editor. The filters live in the address, so the list comes back as it was after an edit.
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { SelectInput } from "../../client/ui/form/select-input";
import { Pagination } from "../../client/ui/pagination";
import { PAGE_SIZE_CHOICES } from "../../shared/pagination";
import { LoadFailure } from "../catalogue/load-failure";
import { SearchBox } from "../catalogue/search-box";
import { useLoaded } from "../catalogue/use-loaded";
import { couponPath, couponsApi, type CouponFilters } from "./coupons-api";
import { couponSummary, usesText } from "./coupon-summary";
import "../catalogue/catalogue.css";
import "./coupons.css";

type QueryKey = "q" | "active" | "page" | "per_page";

/** The list's query read from the address; anything malformed there is left out. */
export function couponFiltersFrom(params: URLSearchParams): CouponFilters {
  const active = params.get("active");
  const page = params.get("page");
  const perPage = Number(params.get("per_page"));
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    active: active === "true" || active === "false" ? active : undefined,
    page: page && /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
    per_page: (PAGE_SIZE_CHOICES as readonly number[]).includes(perPage) ? perPage : 20,
  };
}

export function CouponsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = couponFiltersFrom(params);
  const list = useLoaded(JSON.stringify(filters), (signal) => couponsApi.list(filters, signal));
  const activeId = useId();

  /** Changes some of the query; any change but the page's starts again at page 1. */
  const change = (next: Partial<Record<QueryKey, string | undefined>>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    if (!("page" in next)) merged.delete("page");
    setParams(merged);
  };

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="coupons-title">
      <p className="admin-screen-kicker">Marketing</p>
      <div className="catalogue-title-row">
        <h1 id="coupons-title">Coupons</h1>
        <Link className="ui-button ui-button-primary" to={couponPath("new")}>
          New coupon
        </Link>
      </div>
      <div className="catalogue-filters">
        <SearchBox key={filters.q ?? ""} label="Search coupons" initial={filters.q ?? ""} onSearch={(q) => change({ q })} />
        <div className="field">
          <label className="field-label" htmlFor={activeId}>
            Status
          </label>
          <SelectInput
            id={activeId}
            placeholder="All coupons"
            value={filters.active ?? ""}
            options={[
              { value: "true", label: "Active" },
              { value: "false", label: "Disabled" },
            ]}
            onChange={(value) => change({ active: value })}
          />
        </div>
      </div>
      {list.error ? (
        <LoadFailure message={list.error} onRetry={list.reload} />
      ) : list.data ? (
        <>
          {list.data.data.length === 0 ? (
            <p>No coupons match.</p>
          ) : (
            <div className="catalogue-table-wrap">
              <table className="catalogue-table" aria-labelledby="coupons-title" aria-busy={list.loading || undefined}>
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">Gives</th>
                    <th scope="col">Used</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((coupon) => (
                    <tr key={coupon.id}>
                      <th scope="row">
                        <Link to={couponPath(coupon.id)}>{coupon.code}</Link>
                        {coupon.description ? <div className="coupon-description">{coupon.description}</div> : null}
                      </th>
                      <td>{couponSummary(coupon)}</td>
                      <td>{usesText(coupon)}</td>
                      <td>{coupon.active ? "Active" : "Disabled"}</td>
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
