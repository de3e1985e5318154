// What an owner sees in preview above a block the server filled with nothing: shoppers see
// nothing there (ADR 0057), so the preview says why, and what would fill it.
export function BlockEmptyNotice({ title, hint }: { title: string; hint: string }) {
  return (
    <section className="block-empty-notice" role="note" aria-label={`${title}: not shown to shoppers`}>
      <strong>{title}: not shown to shoppers, it has nothing to show yet</strong>
      <p>{hint}</p>
    </section>
  );
}
