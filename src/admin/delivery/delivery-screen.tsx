// The back office's delivery setup (issue 11): warehouses and the pincodes they serve, the
// delivery charge rules, the slots and the holidays, one tab each. The tab is in the address
// (?tab=slots), so it survives a reload and can be linked. Warehouses and charge rules are
// loaded here once, since every tab names them.
import { useSearchParams } from "react-router";
import { LoadFailure } from "../../tool-shell/load-failure";
import { useLoaded } from "../../tool-shell/use-loaded";
import { ChargesTab } from "./charges-tab";
import { deliveryApi } from "./delivery-api";
import { HolidaysTab } from "./holidays-tab";
import { SlotsTab } from "./slots-tab";
import { WarehousesTab } from "./warehouses-tab";
import "../parts/admin-parts.css";
import "./delivery.css";
import type { ScreenRoute } from "../../tool-shell/tool-routes";

const TABS = [
  { id: "warehouses", label: "Warehouses & pincodes" },
  { id: "charges", label: "Charges" },
  { id: "slots", label: "Slots" },
  { id: "holidays", label: "Holidays" },
] as const;
type Tab = (typeof TABS)[number]["id"];

export function DeliveryScreen() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t.id === params.get("tab"))?.id ?? "warehouses";
  const warehouses = useLoaded("warehouses", (signal) => deliveryApi.warehouses(signal));
  const charges = useLoaded("charges", (signal) => deliveryApi.charges(signal));
  const reloadBoth = () => {
    warehouses.reload();
    charges.reload();
  };

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="delivery-title">
      <p className="admin-screen-kicker">Delivery</p>
      <h1 id="delivery-title">Delivery</h1>
      <div className="delivery-tabs" role="tablist" aria-label="Delivery setup">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`delivery-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="delivery-tab-panel"
            className={tab === t.id ? "delivery-tab is-selected" : "delivery-tab"}
            onClick={() => setParams(t.id === "warehouses" ? {} : { tab: t.id })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="delivery-tab-panel" role="tabpanel" aria-labelledby={`delivery-tab-${tab}`}>
        {warehouses.error ? (
          <LoadFailure message={warehouses.error} onRetry={warehouses.reload} />
        ) : !warehouses.data ? (
          <p role="status">Loading...</p>
        ) : tab === "warehouses" ? (
          <WarehousesTab warehouses={warehouses.data.data} charges={charges.data?.data ?? []} onChanged={reloadBoth} />
        ) : tab === "charges" ? (
          <ChargesTab charges={charges} onChanged={reloadBoth} />
        ) : tab === "slots" ? (
          <SlotsTab warehouses={warehouses.data.data} />
        ) : (
          <HolidaysTab warehouses={warehouses.data.data} />
        )}
      </div>
    </section>
  );
}

export const route: ScreenRoute = { Component: DeliveryScreen };
