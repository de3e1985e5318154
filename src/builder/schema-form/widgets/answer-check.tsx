// A form field's check, chosen by name ("Indian mobile number", "Number range") instead of typed
// as a pattern; a range asks for the smallest and largest answer. A pattern no check names (kept
// from an older page) shows as "Custom pattern", and only under Advanced can it be edited.
import { useState } from "react";
import { Field } from "../../../client/ui/form/field";
import { SelectInput } from "../../../client/ui/form/select-input";
import { TextInput } from "../../../client/ui/form/text-input";
import { useDocumentEditor } from "../document-editor";
import { parsePointer, pointerOf, type Pointer } from "../json-pointer";
import { labelOf } from "../schema-node";
import { CHECK_LABELS, checkOf, checkOfPattern, patternOf, type AnswerCheck } from "./answer-checks";
import { NumberInput } from "./number-input";

/** The pointers of the range's ends, beside the pattern in the same field. */
function rangePointers(pointer: Pointer): { min: Pointer; max: Pointer } {
  const segments = parsePointer(pointer);
  segments.pop();
  return { min: pointerOf("", ...segments, "min"), max: pointerOf("", ...segments, "max") };
}

export function AnswerCheckField({ pointer, label }: { pointer: Pointer; label: string }) {
  const editor = useDocumentEditor();
  const { min, max } = rangePointers(pointer);
  const stored = checkOf({ pattern: editor.get(pointer), min: editor.get(min), max: editor.get(max) });
  // A range just chosen stores nothing until a number is given; the choice is held here meanwhile.
  const [picked, setPicked] = useState<AnswerCheck | null>(null);
  const shown = picked === "range" && stored === "none" ? "range" : stored;
  const options = (Object.keys(CHECK_LABELS) as AnswerCheck[]).filter((check) => check !== "custom" || shown === "custom").map((check) => ({ value: check, label: CHECK_LABELS[check] }));

  const choose = (text: string) => {
    const check = text as AnswerCheck;
    setPicked(check);
    if (check === "custom") return;
    editor.set(pointer, patternOf(check));
    if (check !== "range") {
      editor.set(min, undefined);
      editor.set(max, undefined);
    }
  };

  return (
    <>
      <Field name={pointer} id={editor.fieldId?.(pointer)} label={label} className="builder-field builder-field-answer-check">
        <SelectInput options={options} value={shown} onChange={choose} />
      </Field>
      {shown === "range" ? (
        <div className="builder-answer-range">
          {[min, max].map((end) => (
            <Field key={end} name={end} id={editor.fieldId?.(end)} label={labelOf(editor.nodeAt(end), parsePointer(end).pop() ?? "")} className="builder-field builder-field-number">
              <NumberInput integer={false} />
            </Field>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** The Advanced part: the custom pattern itself, while the field holds one (and while it is being edited, so it does not vanish mid-word). */
export function CustomPatternField({ pointer }: { pointer: Pointer }) {
  const editor = useDocumentEditor();
  const [editing, setEditing] = useState(false);
  const value = editor.get(pointer);
  const custom = typeof value === "string" && value !== "" && checkOfPattern(value) === "custom";
  if (!custom && !editing) return null;
  return (
    <div onFocus={() => setEditing(true)} onBlur={() => setEditing(false)}>
      <Field name={pointer} label="Custom pattern" hint="Kept from before. Choose a check above to replace it." className="builder-field builder-field-code">
        <TextInput />
      </Field>
    </div>
  );
}
