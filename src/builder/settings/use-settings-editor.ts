// The settings screen's state: the saved document, the owner's edited copy, and which problems
// are on show. The schemas judge the copy on every change; a field's problem shows once the
// owner has changed that field (§4: a field re-validates once it has shown an error), and all
// of them after an attempt to save. The server's 422 messages show on their fields until the
// owner changes them.
import { useCallback, useMemo, useState } from "react";
import type { SiteSettings } from "../../shared/api/site-settings";
import { deepEqual } from "../lib/deep-equal";
import type { DocumentEditor, SetOptions } from "../schema-form/document-editor";
import { getAt, isWithin, setAt, type Pointer } from "../schema-form/json-pointer";
import type { ErrorMap } from "../schema-form/validation-errors";
import { settingsErrors } from "./settings-errors";
import { settingsLabelAt, settingsNodeAt, settingsRequiredAt } from "./settings-schema";

interface EditorState {
  saved: SiteSettings;
  doc: SiteSettings;
  touched: readonly Pointer[];
  showAll: boolean;
  /** Messages judged outside the schemas: the server's, an upload's. */
  reported: ErrorMap;
}

function without(errors: ErrorMap, pointer: Pointer): ErrorMap {
  const kept = Object.entries(errors).filter(([p]) => !isWithin(p, pointer) && !isWithin(pointer, p));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

export interface SettingsEditor extends DocumentEditor {
  doc: SiteSettings;
  saved: SiteSettings;
  dirty: boolean;
  /** Every problem the schemas find, shown or not. */
  problems: ErrorMap;
  /** Replaces the whole edited copy (a restored draft); its problems all show. */
  replace(doc: SiteSettings): void;
  /** The server saved `saved`; `sent` is the copy that was sent, to tell whether the owner typed on meanwhile. */
  markSaved(saved: SiteSettings, sent: SiteSettings): void;
  /** Shows every problem (a save was attempted) and the server's messages. */
  showProblems(server?: ErrorMap): void;
  /** Back to the saved document. */
  discard(): void;
}

export function useSettingsEditor(initial: SiteSettings): SettingsEditor {
  const [state, setState] = useState<EditorState>(() => ({ saved: initial, doc: initial, touched: [], showAll: false, reported: {} }));
  const problems = useMemo(() => settingsErrors(state.doc), [state.doc]);

  const errors = useMemo(() => {
    const shown: Record<Pointer, string> = {};
    for (const [pointer, message] of Object.entries(problems)) {
      if (state.showAll || state.touched.some((t) => isWithin(pointer, t) || isWithin(t, pointer))) shown[pointer] = message;
    }
    return { ...shown, ...state.reported };
  }, [problems, state.showAll, state.touched, state.reported]);

  const set = useCallback((pointer: Pointer, value: unknown, options: SetOptions = {}) => {
    setState((s) => ({
      ...s,
      doc: setAt(s.doc, pointer, value),
      touched: options.touch === false || s.touched.includes(pointer) ? s.touched : [...s.touched, pointer],
      reported: without(s.reported, pointer),
    }));
  }, []);

  const reportError = useCallback((pointer: Pointer, message: string | null) => {
    setState((s) => ({ ...s, reported: message === null ? without(s.reported, pointer) : { ...s.reported, [pointer]: message } }));
  }, []);

  const replace = useCallback((doc: SiteSettings) => setState((s) => ({ ...s, doc, showAll: true, reported: {} })), []);
  const discard = useCallback(() => setState((s) => ({ ...s, doc: s.saved, touched: [], showAll: false, reported: {} })), []);
  const markSaved = useCallback(
    (saved: SiteSettings, sent: SiteSettings) =>
      // What the owner typed while the save was on its way stays, unsaved.
      setState((s) => (s.doc === sent ? { saved, doc: saved, touched: [], showAll: false, reported: {} } : { ...s, saved })),
    [],
  );
  const showProblems = useCallback((server: ErrorMap = {}) => setState((s) => ({ ...s, showAll: true, reported: { ...s.reported, ...server } })), []);

  const doc = state.doc;
  const get = useCallback((pointer: Pointer) => getAt(doc, pointer), [doc]);
  const dirty = useMemo(() => !deepEqual(doc, state.saved), [doc, state.saved]);

  return useMemo(
    () => ({
      doc,
      saved: state.saved,
      dirty,
      problems,
      errors,
      get,
      set,
      reportError,
      nodeAt: settingsNodeAt,
      labelAt: settingsLabelAt,
      requiredAt: settingsRequiredAt,
      replace,
      markSaved,
      showProblems,
      discard,
    }),
    [doc, state.saved, dirty, problems, errors, get, set, reportError, replace, markSaved, showProblems, discard],
  );
}
