// A screen's tabs, the chosen one kept in the address (?tab=slots) so it survives a reload and
// can be linked; the first tab is the address without one. While the address changes the chosen
// tab already shows, with what it has.
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { usePendingQuery } from "../../tool-shell/use-pending-query";
import "./admin-parts.css";

export interface ScreenTab<T extends string> {
  id: T;
  label: string;
}

export interface ScreenTabsProps<T extends string> {
  /** Names the tab list for screen readers: "Delivery setup". */
  label: string;
  /** Makes the tabs' ids unique on the page: "delivery" gives "delivery-tab-slots". */
  idPrefix: string;
  tabs: readonly [ScreenTab<T>, ...ScreenTab<T>[]];
  children: (tab: T) => ReactNode;
}

export function ScreenTabs<T extends string>({ label, idPrefix, tabs, children }: ScreenTabsProps<T>) {
  const [current, setParams] = useSearchParams();
  const pending = usePendingQuery();
  const params = pending === null ? current : new URLSearchParams(pending);
  const tab = tabs.find((t) => t.id === params.get("tab"))?.id ?? tabs[0].id;
  const panelId = `${idPrefix}-tab-panel`;
  return (
    <>
      <div className="screen-tabs" role="tablist" aria-label={label}>
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={panelId}
            className={tab === t.id ? "screen-tab is-selected" : "screen-tab"}
            onClick={() => setParams(t.id === tabs[0].id ? {} : { tab: t.id })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {children(tab)}
      </div>
    </>
  );
}
