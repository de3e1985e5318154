// Keeps the draft in step with the editor, and on opening offers a draft left by a reload:
// restore it or discard it. Until the owner answers, the draft is left alone.
import { useEffect, useState } from "react";
import { deepEqual } from "../lib/deep-equal";
import { clearDraft, readDraft, writeDraft, type SettingsDraft } from "./settings-draft";
import type { SettingsEditor } from "./use-settings-editor";

/** How long the draft waits after the last change before it is written. */
export const DRAFT_WRITE_DELAY_MS = 300;

export interface DraftOffer {
  draft: SettingsDraft;
  /** Someone saved the settings after the draft was begun. */
  savedSince: boolean;
  restore(): void;
  discard(): void;
}

export function useSettingsDraft(websiteId: number, editor: SettingsEditor): DraftOffer | null {
  // Read before the first write below can replace it.
  const [pending, setPending] = useState<SettingsDraft | null>(() => {
    const draft = readDraft(websiteId);
    return draft && !deepEqual(draft.doc, editor.saved) ? draft : null;
  });

  const { doc, saved, dirty } = editor;
  useEffect(() => {
    if (pending) return;
    if (!dirty) {
      clearDraft(websiteId);
      return;
    }
    const timer = setTimeout(() => writeDraft(websiteId, { doc, base: saved, savedAt: Date.now() }), DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [websiteId, pending, doc, saved, dirty]);

  if (!pending) return null;
  return {
    draft: pending,
    savedSince: !deepEqual(pending.base, editor.saved),
    restore: () => {
      editor.replace(pending.doc);
      setPending(null);
    },
    discard: () => {
      clearDraft(websiteId);
      setPending(null);
    },
  };
}
