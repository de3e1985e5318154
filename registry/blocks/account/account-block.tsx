// /account (§2 "Dashboard"): a greeting, the last three orders, and a shortcut to each account
// page — for a sales agent, the sales dashboard too.
import { Link } from "react-router";
import { useAtomValue } from "jotai";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/account.schema";
import { formatPhone } from "../../../src/shared/format-phone";
import { fetchOrders } from "../../../src/client/api/account-api";
import { userAtom } from "../../../src/client/state/user-atom";
import { useT } from "../../../src/client/i18n/use-t";
import { AccountLayout } from "../../parts/account/account-layout";
import { accountSections } from "../../parts/account/account-sections";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { OrdersTable } from "../../parts/account/orders-table";
import { useAccountData } from "../../parts/account/use-account-data";
import { RECENT_ORDERS, screenApi } from "../../../src/shared/screen-answers";

export default function AccountBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const user = useAtomValue(userAtom);
  const recent = useAccountData((signal) => fetchOrders(1, RECENT_ORDERS, signal), "recent", "recent orders", screenApi.orders(1, RECENT_ORDERS));
  const firstName = user?.name.trim().split(/\s+/)[0];

  return (
    <AccountLayout title={data.title || t("account.myAccount")}>
      <div className="account-card account-greeting">
        <p className="account-hello">{firstName ? t("account.helloName", { name: firstName }) : t("account.hello")}</p>
        {user ? (
          <p className="account-who">
            {formatPhone(user.phone)}
            {user.email ? ` · ${user.email}` : ""}
          </p>
        ) : null}
      </div>

      <section className="account-section" aria-labelledby="recent-orders">
        <div className="account-section-head">
          <h2 id="recent-orders">{t("account.recentOrders")}</h2>
          <Link className="account-link" to="/account/orders">
            {t("account.viewAllOrders")}
          </Link>
        </div>
        <LoadState loaded={recent.loaded} what={t("account.whatRecentOrders")} onRetry={recent.retry}>
          {(answer) =>
            answer.data.length === 0 ? (
              <EmptyState title={t("account.noOrdersYet")}>
                <p>{t("account.noOrdersYetText")}</p>
                <Link className="ui-button ui-button-primary" to="/products">
                  {t("account.startShopping")}
                </Link>
              </EmptyState>
            ) : (
              <OrdersTable orders={answer.data} caption={t("account.recentOrdersCaption")} />
            )
          }
        </LoadState>
      </section>

      <section className="account-section" aria-labelledby="account-shortcuts">
        <h2 id="account-shortcuts">{t("account.yourAccount")}</h2>
        <ul className="account-shortcuts">
          {accountSections(user)
            .filter((s) => !s.end)
            .map((s) => (
              <li key={s.to}>
                <Link to={s.to}>
                  <strong>{t(s.label)}</strong>
                  <span>{t(s.blurb)}</span>
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </AccountLayout>
  );
}
