// §2: the "Loading..." placeholder shown while part of a page is on its way.
import { useT } from "../i18n/use-t";
import "./ui.css";

export function Loading() {
  const t = useT();
  return (
    <div className="loading" role="status">
      {t("app.loading")}
    </div>
  );
}
