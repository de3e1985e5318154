// /account/dashboard (§2, §6: sales agents only): the agent's orders and their value today and
// this month, the orders they placed for customers (each opens its detail), and "Order for a
// customer": a phone (and a name when the number is new) makes the agent's cart the customer's
// until Stop (ADR 0017). The cart on screen is fetched again on each change, since it is then
// another person's.
import { useMemo, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/account-sales-dashboard.schema";
import type { AgentCustomer, AgentDashboard } from "../../../src/shared/api/account";
import { userMessage } from "../../../src/shared/error-message";
import type { FieldRules } from "../../../src/shared/field-rules";
import { personLabel } from "../../../src/shared/format-phone";
import { formatRupees } from "../../../src/shared/money";
import { pageFromSearch, pageSearch } from "../../../src/shared/pagination";
import { fetchAgentDashboard, startOrderFor, stopOrderFor } from "../../../src/client/api/agent-api";
import { ApiError } from "../../../src/client/api/http-client";
import { placeServerErrors } from "../../../src/client/lib/server-errors";
import { Message } from "../../../src/client/i18n/message";
import { useT, type Translate } from "../../../src/client/i18n/use-t";
import { useSwitchCustomer } from "../../../src/client/state/use-switch-customer";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { Pagination } from "../../../src/client/ui/pagination";
import { Field } from "../../../src/client/ui/form/field";
import { Form } from "../../../src/client/ui/form/form";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { toast } from "../../../src/client/ui/toast";
import { useBusy } from "../../../src/client/ui/use-busy";
import { AccountLayout } from "../../parts/account/account-layout";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { OrdersTable } from "../../parts/account/orders-table";
import { useAccountData, useSessionExpired } from "../../parts/account/use-account-data";
import { mobileDigits } from "../../parts/digits";
import "./account-sales-dashboard.css";

export default function AccountSalesDashboardBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageFromSearch(location.search);
  const dashboard = useAccountData((signal) => fetchAgentDashboard(page, signal), String(page), "sales dashboard");
  const switchCustomer = useSwitchCustomer();
  const expired = useSessionExpired();
  const busy = useBusy<"stop">();

  const actingFor = (customer: AgentCustomer | null) => {
    dashboard.update((d) => ({ ...d, acting_for: customer }));
    switchCustomer(customer);
  };
  const stop = () =>
    busy.run("stop", stopOrderFor).then(
      (answer) => {
        actingFor(null);
        toast.success(answer.message);
      },
      (error: unknown) => {
        if (!expired(error)) toast.error(userMessage(error));
      },
    );

  return (
    <AccountLayout title={data.title || t("account.salesDashboard")}>
      <LoadState loaded={dashboard.loaded} what={t("account.whatSalesDashboard")} onRetry={dashboard.retry}>
        {(d) => (
          <>
            {d.acting_for ? (
              <section className="agent-banner" aria-label={t("account.orderingForCustomer")}>
                <p>
                  <Message id="account.shoppingFor" values={{ name: personLabel(d.acting_for), b: (chunks) => <strong>{chunks}</strong> }} />
                </p>
                <div className="account-actions">
                  <Link className="ui-button ui-button-primary" to="/products">
                    {t("account.continueShopping")}
                  </Link>
                  <BusyButton className="ui-button ui-button-secondary" busy={busy.isBusy("stop")} onClick={() => void stop()}>
                    {t("account.stop")}
                  </BusyButton>
                </div>
              </section>
            ) : null}

            <Figures dashboard={d} />

            <section className="account-section" aria-labelledby="agent-customer">
              <h2 id="agent-customer">{t("account.orderForCustomer")}</h2>
              <CustomerForm
                switching={d.acting_for !== null}
                onStarted={(customer) => {
                  actingFor(customer);
                  toast.success(t("account.nowShoppingFor", { name: personLabel(customer) }));
                }}
              />
            </section>

            <section className="account-section" aria-labelledby="agent-orders">
              <h2 id="agent-orders">{t("account.ordersYouPlaced")}</h2>
              {d.orders.meta.total === 0 ? (
                <EmptyState title={t("account.noAgentOrders")}>
                  <p>{t("account.noAgentOrdersText")}</p>
                </EmptyState>
              ) : (
                <>
                  <OrdersTable orders={d.orders.data} caption={t("account.agentOrdersCaption")} forAgent />
                  <Pagination total={d.orders.meta.total} page={page} perPage={d.orders.meta.perPage} onPageChange={(next) => navigate({ pathname: location.pathname, search: pageSearch(next) })} />
                </>
              )}
            </section>
          </>
        )}
      </LoadState>
    </AccountLayout>
  );
}

function Figures({ dashboard }: { dashboard: AgentDashboard }) {
  const t = useT();
  const figures = [
    { key: "today", label: t("account.today"), ...dashboard.today },
    { key: "month", label: t("account.thisMonth"), ...dashboard.month },
  ];
  return (
    <ul className="agent-figures" aria-label={t("account.yourSales")}>
      {figures.map((f) => (
        <li key={f.key} className="account-card">
          <span className="agent-figure-label">{f.label}</span>
          <strong className="agent-figure-value">{formatRupees(f.value)}</strong>
          <span>{t("account.ordersCount", { count: f.orders })}</span>
        </li>
      ))}
    </ul>
  );
}

interface CustomerValues {
  phone: string;
  name: string;
}

const phoneOnly = (t: Translate): FieldRules<CustomerValues> => ({ phone: { label: t("account.customerPhone"), type: "phone", required: true, patternMessage: t("account.phoneInvalid") } });
const withName = (t: Translate): FieldRules<CustomerValues> => ({ ...phoneOnly(t), name: { label: t("account.customerName"), required: true } });

/** A phone first; when the server says the number is new, the customer's name too. */
function CustomerForm({ switching, onStarted }: { switching: boolean; onStarted(customer: AgentCustomer): void }) {
  const t = useT();
  const rules = useMemo(() => ({ phoneOnly: phoneOnly(t), withName: withName(t) }), [t]);
  const [newNumber, setNewNumber] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const expired = useSessionExpired();
  return (
    <Form<CustomerValues>
      className="account-card agent-customer-form"
      aria-label={t("account.orderForCustomer")}
      initialValues={{ phone: "", name: "" }}
      rules={newNumber ? rules.withName : rules.phoneOnly}
      onSubmit={async ({ phone, name }, form) => {
        setAlert(null);
        try {
          const customer = await startOrderFor(phone, newNumber ? name.trim() : undefined);
          form.reset();
          setNewNumber(null);
          onStarted(customer);
        } catch (error) {
          if (expired(error)) return;
          // A new number: the server asks for a name to create the customer with.
          if (error instanceof ApiError && error.status === 422 && "name" in error.fieldErrors && !newNumber) {
            setNewNumber(error.message);
            return;
          }
          setAlert(placeServerErrors(form, error, "order for a customer"));
        }
      }}
    >
      {(form) => (
        <>
          <p className="account-note">{switching ? t("account.switchCustomerNote") : t("account.findCustomerNote")}</p>
          <Field name="phone">
            {(control) => (
              <TextInput
                type="phone"
                placeholder={t("account.mobilePlaceholder")}
                onChange={(text) => {
                  control.setValue(mobileDigits(text));
                  // Another number may have an account: ask the server again before a name.
                  if (newNumber) setNewNumber(null);
                }}
              />
            )}
          </Field>
          {newNumber ? (
            <>
              <p className="account-status" role="status">
                {newNumber}
              </p>
              <Field name="name">
                <TextInput autoComplete="off" maxLength={80} autoFocus />
              </Field>
            </>
          ) : null}
          {alert ? (
            <p className="account-alert" role="alert">
              {alert}
            </p>
          ) : null}
          <div className="account-actions">
            <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting}>
              {newNumber ? t("account.createCustomerAndStart") : t("account.startOrder")}
            </BusyButton>
          </div>
        </>
      )}
    </Form>
  );
}
