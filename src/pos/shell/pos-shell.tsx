// The point of sale's frame: checks who is here (the website's admins and staff only), then
// shows a header with the shop, who is selling, the counter's warehouse and the screens, the
// screen, and the toast and dialog hosts. Printing a receipt hides all but the receipt.
import { useMemo, useState } from "react";
import { NavLink, Outlet, useLoaderData, useRevalidator } from "react-router";
import { DialogHost } from "../../client/ui/confirm-dialog";
import { SelectInput } from "../../client/ui/form/select-input";
import { ToastHost } from "../../client/ui/toast";
import type { PosWarehouse } from "../../shared/api/pos";
import { AccessMessage } from "../../tool-shell/access-message";
import "../../tool-shell/tool-shell.css";
import { POS_SCREENS } from "../pos-screens";
import { POS_ACCESS_TEXTS } from "./pos-access-texts";
import { PosCounterContext, type PosCounter, type PosSessionState } from "./pos-session";
import { rememberedWarehouse, rememberWarehouse } from "./warehouse-choice";

const ROLE_LABELS = { admin: "Admin", staff: "Staff" } as const;

export function PosShell() {
  // The route's loader (toolRoutes) fetched it with the first screen's data.
  const state = useLoaderData<PosSessionState>();
  const revalidator = useRevalidator();
  const session = state.kind === "ready" ? state.session : null;
  // The counter's warehouse: the one chosen here, else the one this browser used last.
  const [chosen, setChosen] = useState<PosWarehouse | null>(null);
  const warehouse = session ? (chosen && session.warehouses.some((w) => w.id === chosen.id) ? chosen : rememberedWarehouse(session.website.id, session.warehouses)) : null;
  const counter = useMemo<PosCounter | null>(
    () =>
      session && {
        session,
        warehouse,
        chooseWarehouse: (id) => {
          const chosen = session.warehouses.find((w) => w.id === id);
          if (!chosen) return;
          rememberWarehouse(session.website.id, id);
          setChosen(chosen);
        },
      },
    [session, warehouse],
  );

  let body;
  if (state.kind === "failed") body = <AccessMessage kind="failed" texts={POS_ACCESS_TEXTS} message={state.message} onRetry={() => void revalidator.revalidate()} />;
  else if (state.kind !== "ready") body = <AccessMessage kind={state.kind} texts={POS_ACCESS_TEXTS} />;

  return (
    <div className="tool pos">
      <header className="tool-header pos-header">
        <span className="tool-brand">Point of sale</span>
        {counter ? (
          <>
            <p className="tool-website pos-who">
              <strong>{counter.session.website.name}</strong>
              <span>
                {counter.session.user.name || counter.session.user.phone} ({ROLE_LABELS[counter.session.role]})
              </span>
            </p>
            <label className="pos-warehouse">
              <span>Counter stock</span>
              <SelectInput
                value={counter.warehouse ? String(counter.warehouse.id) : ""}
                placeholder={counter.warehouse ? undefined : "No warehouse"}
                options={counter.session.warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
                onChange={(value) => counter.chooseWarehouse(Number(value))}
              />
            </label>
            <nav className="pos-nav" aria-label="Point of sale">
              {POS_SCREENS.map((screen) => (
                <NavLink key={screen.path} to={screen.path}>
                  {screen.label}
                </NavLink>
              ))}
            </nav>
          </>
        ) : null}
      </header>
      {counter ? (
        <PosCounterContext.Provider value={counter}>
          <main className="pos-main" id="main">
            <Outlet />
          </main>
        </PosCounterContext.Provider>
      ) : (
        <main className="tool-main tool-main-alone">{body}</main>
      )}
      <ToastHost />
      <DialogHost />
    </div>
  );
}
