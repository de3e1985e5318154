// Saving the settings (PUT the whole document). Problems the schemas find stop the save and
// all show; the server's 422 messages show on their fields; every outcome is a toast, with the
// §8 message rules for failures.
import { useState } from "react";
import { ApiError } from "../../client/api/http-client";
import { toast } from "../../client/ui/toast";
import { userMessage } from "../../shared/error-message";
import { saveSiteSettings } from "../api/site-settings-api";
import type { SettingsEditor } from "./use-settings-editor";

export const SAVED_MESSAGE = "Settings saved. The shop shows them now.";
export const FIX_FIRST_MESSAGE = "Some settings need fixing before they can be saved.";

export function useSaveSettings(editor: SettingsEditor) {
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState(0);

  const save = async () => {
    if (saving) return;
    if (Object.keys(editor.problems).length > 0) {
      editor.showProblems();
      setRefused((n) => n + 1);
      toast.error(FIX_FIRST_MESSAGE);
      return;
    }
    setSaving(true);
    const sent = editor.doc;
    try {
      const answer = await saveSiteSettings(sent);
      editor.markSaved(answer.settings, sent);
      toast.success(SAVED_MESSAGE);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        editor.showProblems(error.fieldErrors);
        setRefused((n) => n + 1);
      }
      toast.error(userMessage(error));
    } finally {
      setSaving(false);
    }
  };

  /** `refused` counts refused saves, so the screen can take the owner to the first problem each time. */
  return { saving, save, refused };
}
