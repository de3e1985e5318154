// After a save is refused (by the screen's own check or the server's), every problem in one
// list at the top, each named by where it is: some sit in parts of the form that are folded
// away or scrolled off.
import type { SiteSettings } from "../../shared/api/site-settings";
import { describePointer } from "../schema-form/describe-pointer";
import type { ErrorMap } from "../schema-form/validation-errors";
import { settingsLabelAt } from "./settings-schema";

export function ErrorSummary({ errors, doc }: { errors: ErrorMap; doc: SiteSettings }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="builder-error-summary" role="alert" aria-labelledby="error-summary-title">
      <p id="error-summary-title" className="builder-notice-title">
        {entries.length === 1 ? "One setting needs fixing before saving:" : `${entries.length} settings need fixing before saving:`}
      </p>
      <ul>
        {entries.map(([pointer, message]) => (
          <li key={pointer}>
            <strong>{describePointer(doc, pointer, settingsLabelAt)}</strong>: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
