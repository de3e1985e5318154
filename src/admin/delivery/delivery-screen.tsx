// The back office's delivery setup (issue 11): warehouses and the pincodes they serve, the
// delivery charge rules, the slots and the holidays, one tab each. The tab is in the address
// (?tab=slots), so it survives a reload and can be linked. Warehouses and charge rules come from
// the screen's loader, since every tab names them; a change to either loads both again (the
// warehouse form picks a charge rule, a rule counts its warehouses), and so does a change of tab
// (the address changed), which keeps the warehouses' slot counts current after the slots tab;
// the chosen tab shows at once, with the answers it has, while they load again.
import type { LoaderFunctionArgs } from "react-router";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { ScreenTabs } from "../parts/screen-tabs";
import { ChargesTab } from "./charges-tab";
import { deliveryApi } from "./delivery-api";
import { HolidaysTab } from "./holidays-tab";
import { SlotsTab } from "./slots-tab";
import { WarehousesTab } from "./warehouses-tab";
import "../parts/admin-parts.css";
import "./delivery.css";

const TABS = [
  { id: "warehouses", label: "Warehouses & pincodes" },
  { id: "charges", label: "Charges" },
  { id: "slots", label: "Slots" },
  { id: "holidays", label: "Holidays" },
] as const;

async function loader({ request }: LoaderFunctionArgs) {
  const [warehouses, charges] = await Promise.all([deliveryApi.warehouses(request.signal), deliveryApi.charges(request.signal)]);
  return { warehouses, charges };
}

export function DeliveryScreen() {
  const delivery = useScreenData<typeof loader>();
  const warehouses = delivery.data.warehouses.data;

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="delivery-title">
      <p className="admin-screen-kicker">Delivery</p>
      <h1 id="delivery-title">Delivery</h1>
      <ScreenTabs label="Delivery setup" idPrefix="delivery" tabs={TABS}>
        {(tab) =>
          tab === "warehouses" ? (
            <WarehousesTab warehouses={warehouses} charges={delivery.data.charges.data} onChanged={delivery.reload} />
          ) : tab === "charges" ? (
            <ChargesTab charges={{ ...delivery, data: delivery.data.charges }} onChanged={delivery.reload} />
          ) : tab === "slots" ? (
            <SlotsTab warehouses={warehouses} />
          ) : (
            <HolidaysTab warehouses={warehouses} />
          )
        }
      </ScreenTabs>
    </section>
  );
}

export const route: ScreenRoute = { Component: DeliveryScreen, loader };
