// The popup banner (site.json "popup": a picture, how long it shows, a link, once per visitor;
// or none). Switching it off keeps what was filled in, so switching it back on restores it.
import { useId, useRef } from "react";
import type { Popup } from "../../shared/api/init";
import { POPUP_DEFAULT_DURATION_S, POPUP_DELAY_MS } from "../../shared/constants";
import { useDocumentEditor } from "../schema-form/document-editor";
import { pointerOf, type Pointer } from "../schema-form/json-pointer";
import { SettingsField } from "./settings-field";

export const POPUP: Pointer = "/popup";

export function PopupEditor() {
  const editor = useDocumentEditor();
  const popup = (editor.get(POPUP) ?? null) as Popup | null;
  const lastPopup = useRef<Popup | null>(popup);
  const id = useId();
  const node = editor.nodeAt(POPUP);
  const duration = node?.properties?.duration?.default;

  const toggle = (on: boolean) => {
    if (on) {
      editor.set(POPUP, lastPopup.current ?? { image: "", duration: typeof duration === "number" ? duration : POPUP_DEFAULT_DURATION_S, link: "", once: false }, { touch: false });
    } else {
      lastPopup.current = popup;
      editor.set(POPUP, null);
    }
  };

  return (
    <div className="builder-popup">
      <div className="field builder-field builder-field-toggle">
        <label className="field-label" htmlFor={id}>
          Show a popup banner
        </label>
        <input id={id} type="checkbox" role="switch" className="builder-toggle" checked={popup !== null} onChange={(event) => toggle(event.target.checked)} />
        <p className="field-hint">It appears {POPUP_DELAY_MS / 1000} seconds after a visitor opens the home page or the product list.</p>
      </div>
      {popup ? Object.keys(node?.properties ?? {}).map((key) => <SettingsField key={key} pointer={pointerOf(POPUP, key)} />) : null}
    </div>
  );
}
