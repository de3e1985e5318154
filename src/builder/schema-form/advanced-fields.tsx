// The "Advanced" part of an object's fields (the x-advanced hint): what most owners never need,
// such as the name a form field's answers are stored under, kept out of the way behind a
// button. It opens by itself while a problem inside it is on show, so the problem can be fixed.
import { useEffect, useId, useState, type ReactNode } from "react";
import { useDocumentEditor } from "./document-editor";
import { isWithin, type Pointer } from "./json-pointer";

export function AdvancedFields({ pointers, children }: { pointers: readonly Pointer[]; children: ReactNode }) {
  const editor = useDocumentEditor();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hasProblem = Object.keys(editor.errors).some((problem) => pointers.some((pointer) => isWithin(problem, pointer)));
  // Once opened for a problem it stays open, so it does not fold away while the owner fixes it.
  useEffect(() => {
    if (hasProblem) setOpen(true);
  }, [hasProblem]);
  const shown = open || hasProblem;
  return (
    <div className="builder-advanced">
      <button type="button" className="ui-button ui-button-secondary builder-advanced-toggle" aria-expanded={shown} aria-controls={shown ? panelId : undefined} onClick={() => setOpen(!shown)}>
        Advanced
      </button>
      {shown ? (
        <div id={panelId} className="builder-advanced-fields" role="group" aria-label="Advanced">
          {children}
        </div>
      ) : null}
    </div>
  );
}
