// When the shop cannot start (the init call failed), say so and offer a retry. It speaks the
// page's catalogue, so it renders inside the I18nProvider like the shop.
import { useT } from "../i18n/use-t";

export function StartFailure() {
  const t = useT();
  return (
    <main className="route-error" role="alert">
      <h1>{t("app.shopNotOpened")}</h1>
      <p>{t("app.genericError")}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t("app.tryAgain")}
      </button>
    </main>
  );
}
