// The back office's first screen: which website the admin is running, where its shop is, and
// where its settings and pages are edited.
import { PAGE_BUILDER_PATH } from "../../shared/page-builder";
import { useToolSession } from "../../tool-shell/tool-session";

export function DashboardScreen() {
  const { active } = useToolSession();
  return (
    <section className="admin-screen" aria-labelledby="admin-dashboard-title">
      <p className="admin-screen-kicker">Dashboard</p>
      <h1 id="admin-dashboard-title">{active.name}</h1>
      {active.description ? <p>{active.description}</p> : null}
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
