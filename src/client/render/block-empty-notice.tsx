// What an owner sees in preview above a block the server filled with nothing: shoppers see
// nothing there (ADR 0057), so the preview says why, and what would fill it.
import { useT } from "../i18n/use-t";

export function BlockEmptyNotice({ title, hint }: { title: string; hint: string }) {
  const t = useT();
  return (
    <section className="block-empty-notice" role="note" aria-label={t("app.emptyBlockLabel", { title })}>
      <strong>{t("app.emptyBlockTitle", { title })}</strong>
      <p>{hint}</p>
    </section>
  );
}
