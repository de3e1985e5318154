export function Spinner({ label = "Loading" }: { label?: string }) {
  return <span className="spinner" role="progressbar" aria-label={label} />;
}

export function FullPageSpinner() {
  return (
    <div className="full-page-spinner">
      <Spinner />
    </div>
  );
}
