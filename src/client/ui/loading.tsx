// §2: the "Loading..." placeholder shown while part of a page is on its way.
import "./ui.css";

export function Loading() {
  return (
    <div className="loading" role="status">
      Loading...
    </div>
  );
}
