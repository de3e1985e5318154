// The website's coupons: searched by code or description, filtered by state, a page at a time,
// each with its rules in a line, how often it was used and its state (as the server worked it
// out) as a tag; each opens its editor. The filters live in the address, so the list comes
// back as it was after an edit.
import { useId } from "react";
import { Link } from "react-router";
import { SelectInput } from "../../client/ui/form/select-input";
import { COUPON_STATES, type CouponState } from "../../shared/api/admin-coupons";
import { PAGE_SIZE_CHOICES } from "../../shared/pagination";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { SearchBox } from "../parts/search-box";
import { useListParams } from "../parts/use-list-params";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { couponPath, couponsApi, type CouponFilters } from "./coupons-api";
import { couponSummary, usesText } from "./coupon-summary";
import { COUPON_STATE_LABELS, CouponStateTag } from "./coupon-state-tag";
import "../parts/admin-parts.css";
import "./coupons.css";

type QueryKey = "q" | "state";

const isState = (value: string | null): value is CouponState => (COUPON_STATES as readonly (string | null)[]).includes(value);

/** The list's query read from the address; anything malformed there is left out. */
export function couponFiltersFrom(params: URLSearchParams): CouponFilters {
  const state = params.get("state");
  const page = params.get("page");
  const perPage = Number(params.get("per_page"));
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    state: isState(state) ? state : undefined,
    page: page && /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
    per_page: (PAGE_SIZE_CHOICES as readonly number[]).includes(perPage) ? perPage : 20,
  };
}

const loader = ({ request }: { request: Request }) => couponsApi.list(couponFiltersFrom(new URL(request.url).searchParams), request.signal);

export function CouponsScreen() {
  const { params, change, paging } = useListParams<QueryKey>();
  const filters = couponFiltersFrom(params);
  const list = useScreenData<typeof loader>();
  const stateId = useId();

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
          <label className="field-label" htmlFor={stateId}>
            Status
          </label>
          <SelectInput
            id={stateId}
            placeholder="All coupons"
            value={filters.state ?? ""}
            options={COUPON_STATES.map((value) => ({ value, label: COUPON_STATE_LABELS[value] }))}
            onChange={(value) => change({ state: value })}
          />
        </div>
      </div>
      <ListBody list={list} empty="No coupons match." paging={paging(filters)}>
        {(coupons) => (
          <ListTable labelledBy="coupons-title" busy={list.loading} columns={["Code", "Gives", "Used", "Status"]}>
            {coupons.map((coupon) => (
              <tr key={coupon.id}>
                <th scope="row">
                  <Link to={couponPath(coupon.id)}>{coupon.code}</Link>
                  {coupon.description ? <div className="coupon-description">{coupon.description}</div> : null}
                </th>
                <td>{couponSummary(coupon)}</td>
                <td>{usesText(coupon)}</td>
                <td>
                  <CouponStateTag state={coupon.state} />
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
    </section>
  );
}

export const route: ScreenRoute = { Component: CouponsScreen, loader };
