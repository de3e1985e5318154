// Test support only: a settings document from the fixtures, and generated fields rendered
// against it with the settings screen's own editor, beside the toast and dialog hosts. The
// editor is handed out so a test can read the document and show server errors.
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import site from "../../../fixtures/sites/header-1-navbar-1.json";
import { DialogHost } from "../../client/ui/confirm-dialog";
import { ToastHost } from "../../client/ui/toast";
import type { SiteSettings, SiteSettingsAnswer } from "../../shared/api/site-settings";
import { DocumentForm } from "../schema-form/document-form";
import { useSettingsEditor, type SettingsEditor } from "../settings/use-settings-editor";

/** A fresh copy of a valid settings document (the demo fixture). */
export function demoSettings(): SiteSettings {
  return structuredClone(site) as unknown as SiteSettings;
}

export function demoSettingsAnswer(settings: SiteSettings = demoSettings()): SiteSettingsAnswer {
  return { website_id: 7, domains: ["annapurna.localhost"], url: "http://annapurna.localhost:3000", settings };
}

export function renderSettingsForm(children: ReactNode, initial: SiteSettings = demoSettings()) {
  const handle: { editor: SettingsEditor | null } = { editor: null };
  function Harness() {
    const editor = useSettingsEditor(initial);
    handle.editor = editor;
    return <DocumentForm editor={editor}>{children}</DocumentForm>;
  }
  const view = render(
    <>
      <Harness />
      <ToastHost />
      <DialogHost />
    </>,
  );
  return {
    ...view,
    /** The editor as of the last render. */
    get editor(): SettingsEditor {
      return handle.editor!;
    },
  };
}
