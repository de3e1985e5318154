// What the generated fields need from the screen that owns a document: read and write by JSON
// Pointer, the messages on show, and the document's schema. A context, so fields nested in
// lists and sections reach it without every level passing it on.
import { createContext, useContext } from "react";
import type { Pointer } from "./json-pointer";
import type { SchemaNode } from "./schema-node";
import type { ErrorMap } from "./validation-errors";

export interface SetOptions {
  /** False for changes the owner did not type (adding an empty entry): its problems wait for a save. Default true. */
  touch?: boolean;
}

export interface DocumentEditor {
  get(pointer: Pointer): unknown;
  set(pointer: Pointer, value: unknown, options?: SetOptions): void;
  /** The messages on show, by pointer. */
  errors: ErrorMap;
  /** Shows a message judged outside the schemas (a picture too big to upload); null clears it. */
  reportError(pointer: Pointer, message: string | null): void;
  nodeAt(pointer: Pointer): SchemaNode | undefined;
  labelAt(pointer: Pointer): string;
  requiredAt(pointer: Pointer): boolean;
  /** The id of the input at a pointer, when the screen needs to find it (to focus a problem); generated otherwise. */
  fieldId?(pointer: Pointer): string;
}

export const DocumentEditorContext = createContext<DocumentEditor | null>(null);

export function useDocumentEditor(): DocumentEditor {
  const editor = useContext(DocumentEditorContext);
  if (!editor) throw new Error("A generated field must be rendered inside a DocumentForm.");
  return editor;
}
