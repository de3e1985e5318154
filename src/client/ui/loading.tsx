// §2: the "Loading..." placeholder shown while a part of a page loads.
export function Loading() {
  return (
    <div className="loading" role="status" aria-live="polite">
      Loading...
    </div>
  );
}
