// Offers the unsaved changes a reload left behind.
import type { DraftOffer } from "./use-settings-draft";

const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });

export function DraftNotice({ offer }: { offer: DraftOffer }) {
  return (
    <div className="builder-notice" role="region" aria-labelledby="draft-notice-title">
      <p id="draft-notice-title" className="builder-notice-title">
        You have unsaved changes from {timeFormat.format(offer.draft.savedAt)}.
      </p>
      {offer.savedSince ? <p>The settings were saved since then; restoring brings back your version, which replaces them when you save.</p> : null}
      <div className="builder-notice-actions">
        <button type="button" className="ui-button ui-button-primary" onClick={offer.restore}>
          Restore unsaved changes
        </button>
        <button type="button" className="ui-button ui-button-secondary" onClick={offer.discard}>
          Discard them
        </button>
      </div>
    </div>
  );
}
