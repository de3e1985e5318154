// The DocumentEditor of one page component, for BlockForm: reads and writes the component the
// page editor holds (each change a new component, handed to onChange), and decides which of
// the messages it is given are on show — a field's once the owner has changed that field, all
// of them after a refused publish — beside those judged here (an upload refused, JSON that does
// not parse), which show until the field changes. Settings the spec keeps as JSON text are read
// parsed and written back as text (json-text.ts).
import { useCallback, useMemo, useRef, useState } from "react";
import type { PageComponent } from "../../shared/page-document";
import { blockLabelAt, readableComponent } from "./block-errors";
import type { DocumentEditor, SetOptions } from "./document-editor";
import { getAt, isWithin, parsePointer, pointerOf, setAt, type Pointer } from "./json-pointer";
import { closeValue, openValue } from "./json-text";
import { nodeAt, type SchemaNode } from "./schema-node";
import type { ErrorMap } from "./validation-errors";

export interface BlockEditorOptions {
  schema: SchemaNode;
  value: PageComponent;
  onChange(next: PageComponent): void;
  errors: ErrorMap;
  showAllErrors: boolean;
  idPrefix: string;
}

/** The id BlockForm gives the input at a pointer into the component, so a screen can focus it. */
export function blockFieldId(idPrefix: string, pointer: Pointer): string {
  return `${idPrefix}${pointer.replace(/\s/g, "_")}`;
}

function without(errors: ErrorMap, pointer: Pointer): ErrorMap {
  const kept = Object.entries(errors).filter(([p]) => !isWithin(p, pointer) && !isWithin(pointer, p));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

export function useBlockEditor({ schema, value, onChange, errors, showAllErrors, idPrefix }: BlockEditorOptions): DocumentEditor {
  const [touched, setTouched] = useState<readonly Pointer[]>([]);
  const [reported, setReported] = useState<ErrorMap>({});
  const component = useMemo(() => openValue(schema, readableComponent(value)), [schema, value]);
  // Two changes in one event (a picture and its message) must both land: each starts from the
  // last one made, not from the value of the last render.
  const latest = useRef(component);
  latest.current = component;
  const changed = useRef(onChange);
  changed.current = onChange;
  const schemaRef = useRef(schema);
  schemaRef.current = schema;

  const set = useCallback((pointer: Pointer, next: unknown, options: SetOptions = {}) => {
    const updated = setAt(latest.current, pointer, next);
    latest.current = updated;
    if (options.touch !== false) setTouched((list) => (list.includes(pointer) ? list : [...list, pointer]));
    setReported((current) => without(current, pointer));
    changed.current(closeValue(schemaRef.current, updated));
  }, []);

  const reportError = useCallback((pointer: Pointer, message: string | null) => {
    setReported((current) => {
      if (message === null) return without(current, pointer);
      return current[pointer] === message ? current : { ...current, [pointer]: message };
    });
  }, []);

  const shown = useMemo(() => {
    const on: Record<Pointer, string> = {};
    for (const [pointer, message] of Object.entries(errors)) {
      if (showAllErrors || touched.some((t) => isWithin(pointer, t) || isWithin(t, pointer))) on[pointer] = message;
    }
    return { ...on, ...reported };
  }, [errors, showAllErrors, touched, reported]);

  const get = useCallback((pointer: Pointer) => getAt(component, pointer), [component]);
  const schemaAt = useCallback((pointer: Pointer) => nodeAt(schema, pointer), [schema]);
  const labelAt = useCallback((pointer: Pointer) => blockLabelAt(schema, pointer), [schema]);
  const requiredAt = useCallback(
    (pointer: Pointer) => {
      const segments = parsePointer(pointer);
      const key = segments.pop();
      return key !== undefined && Boolean(nodeAt(schema, pointerOf("", ...segments))?.required?.includes(key));
    },
    [schema],
  );
  const fieldId = useCallback((pointer: Pointer) => blockFieldId(idPrefix, pointer), [idPrefix]);

  return useMemo(() => ({ get, set, errors: shown, reportError, nodeAt: schemaAt, labelAt, requiredAt, fieldId }), [get, set, shown, reportError, schemaAt, labelAt, requiredAt, fieldId]);
}
