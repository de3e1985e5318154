// JSON kept as text (§3: a hero banner's settings): edited as text, and the owner is told at
// once when it does not read as a JSON object, since the shop would then quietly use its
// defaults instead.
import { useEffect } from "react";
import { useFieldControl } from "../../../client/ui/form/field-context";
import { useDocumentEditor } from "../document-editor";
import { CodeInput } from "./code-input";

export const JSON_NOT_OBJECT = "Write the settings as one JSON object in braces, like {\"aspect\": \"md\"}";

/** Why the text is not a JSON object, or null (empty text means "the defaults"). */
export function jsonProblem(text: unknown): string | null {
  if (typeof text !== "string" || text.trim() === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? null : JSON_NOT_OBJECT;
}

export function JsonInput({ placeholder }: { placeholder?: string }) {
  const field = useFieldControl();
  const editor = useDocumentEditor();
  const name = field?.name;
  const value = field?.value;
  // Judged whenever the text changes, whoever changed it (typing, undo), and when first shown.
  useEffect(() => {
    if (name !== undefined) editor.reportError(name, jsonProblem(value));
  }, [editor, name, value]);
  return <CodeInput placeholder={placeholder} rows={4} />;
}
