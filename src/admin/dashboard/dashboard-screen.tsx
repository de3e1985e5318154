// The back office's first screen: which website the admin is running and where its shop is; for
// a website still on its way to its first order, the steps there, each ticked from the website's
// own data and linked to the screen that does it (issue 26); once every step is done, the day's
// orders, sales and orders to pack. When those cannot be read, the website's name and facts
// stay around the failure.
import type { ReactNode } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { http } from "../../client/api/http-client";
import { ADMIN_ONBOARDING_PATH, type OnboardingAnswer, type OnboardingStep, type OnboardingStepKey } from "../../shared/api/admin-onboarding";
import { formatRupees } from "../../shared/money";
import { PAGE_BUILDER_PATH } from "../../shared/page-builder";
import { ScreenFailure } from "../../tool-shell/screen-failure";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { useToolSession } from "../../tool-shell/tool-session";
import { ordersPath } from "../orders/order-paths";
import "./dashboard.css";

export const CHECKLIST_TITLE = "Get your shop ready for its first order";

interface StepText {
  title: string;
  /** Where the step is done: a back-office screen (inside the router) or another tool. */
  action: { label: string; to: string } | { label: string; href: string };
  /** A second way to do it (the products' spreadsheet import). */
  also?: { label: string; to: string };
}

const STEPS: Record<OnboardingStepKey, (shop: string) => StepText> = {
  warehouse: () => ({ title: "Add a warehouse and the pincodes it delivers to", action: { label: "Open Delivery › Warehouses & pincodes", to: "/delivery" } }),
  delivery: () => ({
    title: "Set its delivery slots and charge",
    action: { label: "Open Delivery › Slots", to: "/delivery?tab=slots" },
    also: { label: "and Delivery › Charges (without a rule, delivery is free)", to: "/delivery?tab=charges" },
  }),
  products: () => ({
    title: "Add your first products",
    action: { label: "Open Products", to: "/products" },
    also: { label: "or import them from a spreadsheet (the template is there)", to: "/products-csv" },
  }),
  payments: () => ({ title: "Choose how shoppers pay", action: { label: "Open Payments", to: "/payments" } }),
  home: () => ({ title: "Make the home page yours and publish it", action: { label: "Open the page builder's pages", href: `${PAGE_BUILDER_PATH}/pages` } }),
  "test-order": (shop) => ({ title: "Place a test order with cash on delivery", action: { label: "Open your shop", href: shop } }),
};

function StepItem({ step, shop }: { step: OnboardingStep; shop: string }) {
  const text = STEPS[step.key](shop);
  return (
    <li className={step.done ? "onboarding-step is-done" : "onboarding-step"}>
      <span className="onboarding-mark" aria-hidden="true">
        {step.done ? "✓" : ""}
      </span>
      <div>
        <p className="onboarding-title">
          {text.title}
          <span className="sr-only">{step.done ? " (done)" : " (to do)"}</span>
        </p>
        <p className="onboarding-detail">{step.detail}</p>
        <p className="onboarding-actions">
          {"to" in text.action ? (
            <Link to={text.action.to}>{text.action.label}</Link>
          ) : (
            <a href={text.action.href} target="_blank" rel="noreferrer">
              {text.action.label}
            </a>
          )}
          {text.also ? (
            <>
              {" "}
              <Link to={text.also.to}>{text.also.label}</Link>
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}

function Checklist({ answer, shop }: { answer: OnboardingAnswer; shop: string }) {
  const done = answer.steps.filter((s) => s.done).length;
  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <h2 id="onboarding-title">{CHECKLIST_TITLE}</h2>
      <p className="onboarding-progress">
        {done} of {answer.steps.length} steps done
      </p>
      <ol className="onboarding-steps">
        {answer.steps.map((step) => (
          <StepItem key={step.key} step={step} shop={shop} />
        ))}
      </ol>
    </section>
  );
}

function Today({ today }: { today: OnboardingAnswer["today"] }) {
  return (
    <section className="dashboard-today" aria-labelledby="dashboard-today-title">
      <h2 id="dashboard-today-title">Today</h2>
      <dl className="dashboard-figures">
        <div>
          <dt>Orders</dt>
          <dd>{today.orders}</dd>
        </div>
        <div>
          <dt>Sales</dt>
          <dd>{formatRupees(today.sales)}</dd>
        </div>
        <div>
          <dt>To pack</dt>
          <dd>
            <Link to={ordersPath("?status=placed,confirmed")} aria-label={`${today.to_pack} ${today.to_pack === 1 ? "order" : "orders"} to pack: open the list`}>
              {today.to_pack}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}

// The active website's: the API answers for the session's choice, and choosing another website
// opens the tool afresh.
const loader = ({ request }: LoaderFunctionArgs) => http.get<OnboardingAnswer>(ADMIN_ONBOARDING_PATH, { signal: request.signal });

/** The website's name and facts, around its steps or its day (or why they could not be read). */
function Dashboard({ children }: { children: ReactNode }) {
  const { active } = useToolSession();
  return (
    <section className="admin-screen" aria-labelledby="admin-dashboard-title">
      <p className="admin-screen-kicker">Dashboard</p>
      <h1 id="admin-dashboard-title">{active.name}</h1>
      {active.description ? <p>{active.description}</p> : null}
      {children}
      <dl className="admin-facts">
        <dt>Shop</dt>
        <dd>
          <a href={active.url} target="_blank" rel="noreferrer">
            {active.url}
          </a>
        </dd>
        <dt>{active.domains.length === 1 ? "Domain" : "Domains"}</dt>
        <dd>{active.domains.join(", ")}</dd>
        <dt>Settings and pages</dt>
        <dd>
          <a href={PAGE_BUILDER_PATH} target="_blank" rel="noreferrer">
            Open the page builder
          </a>
        </dd>
      </dl>
    </section>
  );
}

export function DashboardScreen() {
  const { active } = useToolSession();
  const { data } = useScreenData<typeof loader>();
  return <Dashboard>{data.complete ? <Today today={data.today} /> : <Checklist answer={data} shop={active.url} />}</Dashboard>;
}

function DashboardFailure() {
  return (
    <Dashboard>
      <ScreenFailure />
    </Dashboard>
  );
}

export const route: ScreenRoute = { Component: DashboardScreen, loader, ErrorBoundary: DashboardFailure };
