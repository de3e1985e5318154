// The settings screen of the page builder: every setting of the active website in forms
// generated from the site schemas, beside a live preview of the shop drawn with the unsaved
// settings. Save sends the whole document; until then the edits live in this tab's draft.
import { useCallback, useEffect, useRef, useState } from "react";
import type { LoaderFunctionArgs } from "react-router";
import { BusyButton } from "../../client/ui/busy-button";
import { confirm } from "../../client/ui/confirm-dialog";
import type { SiteSettingsAnswer } from "../../shared/api/site-settings";
import type { Lang } from "../../shared/i18n/languages";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { fetchSiteSettings } from "../api/site-settings-api";
import { RouteLoadFailure } from "../pages/load-failure";
import { PreviewPane } from "../preview/preview-pane";
import { DocumentForm } from "../schema-form/document-form";
import { TextLanguages } from "../schema-form/text-languages";
import { DOMAINS_TITLE, DomainsSection } from "./domains-section";
import { DraftNotice } from "./draft-notice";
import { ErrorSummary } from "./error-summary";
import { INTEGRATIONS_TITLE, IntegrationsSection } from "./integrations-section";
import { LANGUAGES_TITLE, LanguagesSection } from "./languages-section";
import { clearDraft } from "./settings-draft";
import { SETTINGS_SECTIONS } from "./settings-sections";
import { useSaveSettings } from "./use-save-settings";
import { useSettingsDraft } from "./use-settings-draft";
import { useSettingsEditor } from "./use-settings-editor";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

export const DISCARD_TITLE = "Discard your changes?";
export const DISCARD_TEXT = "The settings go back to what was last saved.";

const loader = ({ request }: LoaderFunctionArgs) => fetchSiteSettings({ signal: request.signal });

export function SettingsScreen() {
  const { data } = useScreenData<typeof loader>();
  return <SettingsEditorView key={data.website_id} answer={data} />;
}

function SettingsEditorView({ answer }: { answer: SiteSettingsAnswer }) {
  const websiteId = answer.website_id;
  const editor = useSettingsEditor(answer.settings);
  const offer = useSettingsDraft(websiteId, editor);
  const { saving, save, refused } = useSaveSettings(editor);
  const { discard } = editor;
  // The languages the shop offers, once loaded: a domain may serve one of them only.
  const [offered, setOffered] = useState<Lang[] | null>(null);
  const leave = useCallback(() => {
    clearDraft(websiteId);
    discard();
  }, [websiteId, discard]);
  useUnsavedChangesGuard(editor.dirty, leave);
  const discardChanges = async () => {
    if (await confirm({ title: DISCARD_TITLE, text: DISCARD_TEXT, confirmText: "Discard", cancelText: "Keep editing" })) leave();
  };

  // Each refused save takes the owner to the first field that needs fixing.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const status = saving ? "Saving…" : editor.dirty ? "You have unsaved changes" : "All changes saved";
  return (
    <div className="builder-settings">
      <div className="builder-settings-main">
        <div className="builder-settings-bar">
          <h1 className="builder-settings-title">Settings</h1>
          <p className="builder-settings-status" role="status">
            {status}
          </p>
          <button type="button" className="ui-button ui-button-secondary" disabled={!editor.dirty || saving || offer !== null} onClick={() => void discardChanges()}>
            Discard changes
          </button>
          <BusyButton type="submit" form="builder-settings-form" className="ui-button ui-button-primary" busy={saving} disabled={!editor.dirty || offer !== null}>
            Save
          </BusyButton>
        </div>
        {offer ? <DraftNotice offer={offer} /> : null}
        {refused > 0 ? <ErrorSummary errors={editor.errors} doc={editor.doc} /> : null}
        <nav className="builder-section-links" aria-label="Settings sections">
          {SETTINGS_SECTIONS.map((section) => (
            <a key={section.id} href={`#settings-${section.id}`}>
              {section.title}
            </a>
          ))}
          {/* The sections saved on their own, after the settings document's. */}
          <a href="#settings-integrations">{INTEGRATIONS_TITLE}</a>
          <a href="#settings-languages">{LANGUAGES_TITLE}</a>
          <a href="#settings-domains">{DOMAINS_TITLE}</a>
        </nav>
        <form
          id="builder-settings-form"
          ref={form}
          className="builder-settings-form"
          aria-label="Website settings"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {/* Until the owner answers the draft offer, the saved settings show and wait. */}
          <fieldset className="builder-settings-fields" disabled={offer !== null}>
            {/* Menu labels get a Hindi version when the shop offers Hindi (ADR 0086). */}
            <TextLanguages offered={offered}>
              <DocumentForm editor={editor}>
                {SETTINGS_SECTIONS.map((section) => (
                  <section key={section.id} id={`settings-${section.id}`} className="builder-section" aria-labelledby={`settings-${section.id}-title`}>
                    <h2 id={`settings-${section.id}-title`}>{section.title}</h2>
                    {section.content()}
                  </section>
                ))}
              </DocumentForm>
            </TextLanguages>
          </fieldset>
        </form>
        {/* Saved on their own, outside the settings document (ADR 0029). */}
        <IntegrationsSection />
        {/* The languages shoppers choose among (issue 35). */}
        <LanguagesSection onLoaded={setOffered} />
        {/* The addresses and the proof of an own domain (ADR 0048), and a domain's one language. */}
        <DomainsSection offered={offered} />
      </div>
      <PreviewPane settings={editor.doc} />
    </div>
  );
}

function SettingsFailure() {
  return <RouteLoadFailure title="The settings could not load" />;
}

export const route: ScreenRoute = { Component: SettingsScreen, loader, ErrorBoundary: SettingsFailure };
