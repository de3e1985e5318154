// The owner's unsaved settings, kept in the tab's sessionStorage so an accidental reload does
// not lose them (ADR 0024). Per website: an owner who switches website has a draft for each.
// sessionStorage, not localStorage: a draft belongs to the tab it was typed in, and is gone
// with it rather than surprising the owner days later on another tab.
import type { SiteSettings } from "../../shared/api/site-settings";

export interface SettingsDraft {
  /** The edited document. */
  doc: SiteSettings;
  /** The saved document the edits started from, to tell whether someone saved since. */
  base: SiteSettings;
  /** When the draft was last written (ms since the epoch). */
  savedAt: number;
}

export const draftKey = (websiteId: number) => `kirana.builder.settings-draft.${websiteId}`;

export function readDraft(websiteId: number): SettingsDraft | null {
  try {
    const text = sessionStorage.getItem(draftKey(websiteId));
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<SettingsDraft>;
    return draft && typeof draft.doc === "object" && draft.doc !== null && typeof draft.base === "object" && typeof draft.savedAt === "number" ? (draft as SettingsDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(websiteId: number, draft: SettingsDraft): void {
  try {
    sessionStorage.setItem(draftKey(websiteId), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable (private mode): the beforeunload warning still stands guard.
  }
}

export function clearDraft(websiteId: number): void {
  try {
    sessionStorage.removeItem(draftKey(websiteId));
  } catch {
    // As above: nothing to clear.
  }
}
