// /account/orders (§2 "Order list"): the shopper's orders, newest first, 10 a page with the
// shared pagination ("Total: N"); the page is kept in the address (?page=2), so a reload, Back
// and a shared link show the same page.
import { Link, useLocation, useNavigate } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/account-orders.schema";
import { ORDERS_PER_PAGE } from "../../../src/shared/constants";
import { pageFromSearch, pageSearch } from "../../../src/shared/pagination";
import { fetchOrders } from "../../../src/client/api/account-api";
import { Pagination } from "../../../src/client/ui/pagination";
import { useT } from "../../../src/client/i18n/use-t";
import { AccountLayout } from "../../parts/account/account-layout";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { OrdersTable } from "../../parts/account/orders-table";
import { useAccountData } from "../../parts/account/use-account-data";
import { screenApi } from "../../../src/shared/screen-answers";

export default function AccountOrdersBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageFromSearch(location.search);
  const orders = useAccountData((signal) => fetchOrders(page, ORDERS_PER_PAGE, signal), String(page), "order list", screenApi.orders(page, ORDERS_PER_PAGE));

  return (
    <AccountLayout title={data.title || t("account.myOrders")}>
      <LoadState loaded={orders.loaded} what={t("account.whatOrders")} onRetry={orders.retry}>
        {(answer) =>
          answer.meta.total === 0 ? (
            <EmptyState title={t("account.noOrdersPlaced")}>
              <p>{t("account.noOrdersPlacedText")}</p>
              <Link className="ui-button ui-button-primary" to="/products">
                {t("account.startShopping")}
              </Link>
            </EmptyState>
          ) : answer.data.length === 0 ? (
            <EmptyState title={t("account.noSuchOrdersPage", { page: String(page) })}>
              <Link className="account-link" to={location.pathname}>
                {t("account.goToFirstPage")}
              </Link>
            </EmptyState>
          ) : (
            <>
              <OrdersTable orders={answer.data} caption={t("account.ordersCaption")} />
              <Pagination total={answer.meta.total} page={page} perPage={ORDERS_PER_PAGE} onPageChange={(next) => navigate({ pathname: location.pathname, search: pageSearch(next) })} />
            </>
          )
        }
      </LoadState>
    </AccountLayout>
  );
}
