// What an owner can do with the website the admin tools now act on, after creating or choosing
// it: get it ready in the back office (whose first screen lists the steps to a first order),
// edit its settings in the page builder (a separate app, so a plain link in a new tab, §2), or
// visit its shop.
import type { ReactNode } from "react";
import { BACK_OFFICE_PATH } from "../../../src/shared/back-office";
import { useT } from "../../../src/client/i18n/use-t";
import { PAGE_BUILDER_PATH } from "../../../src/shared/page-builder";
import "./bos.css";

export function WebsiteReady({ url, children }: { url: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="bos-ready" role="status">
      <div className="bos-ready-text">{children}</div>
      <div className="bos-ready-links">
        <a className="ui-button ui-button-primary" href={BACK_OFFICE_PATH}>
          {t("catalogue.bosGetReady")}
        </a>
        <a className="ui-button ui-button-secondary" href={PAGE_BUILDER_PATH} target="_blank" rel="noopener">
          {t("catalogue.bosOpenSettings")}
        </a>
        <a className="ui-button ui-button-secondary" href={url}>
          {t("catalogue.bosVisit")}
        </a>
      </div>
    </div>
  );
}
