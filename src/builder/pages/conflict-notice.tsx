// Said when the server refused a save because someone else saved or published the page since
// it was opened: autosaving has stopped, and the owner chooses whose version stays.
import { BusyButton } from "../../client/ui/busy-button";

export const LOAD_THEIRS = "Load their version";
export const KEEP_MINE = "Keep mine";
export const CONFLICT_CHOICE = "Loading their version replaces your edits with theirs: your edits are lost. Keeping yours saves them over theirs.";

export interface ConflictNoticeProps {
  message: string;
  busy: boolean;
  onLoadTheirs(): void;
  onKeepMine(): void;
}

export function ConflictNotice({ message, busy, onLoadTheirs, onKeepMine }: ConflictNoticeProps) {
  return (
    <div className="builder-notice" role="alert" aria-labelledby="page-conflict-title">
      <p id="page-conflict-title" className="builder-notice-title">
        {message}
      </p>
      <p>{CONFLICT_CHOICE}</p>
      <div className="builder-notice-actions">
        <BusyButton className="ui-button ui-button-secondary" busy={busy} onClick={onLoadTheirs}>
          {LOAD_THEIRS}
        </BusyButton>
        <BusyButton className="ui-button ui-button-primary" busy={busy} onClick={onKeepMine}>
          {KEEP_MINE}
        </BusyButton>
      </div>
    </div>
  );
}
