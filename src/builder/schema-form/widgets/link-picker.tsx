// A link field (x-widget link; the navigation, footer and popup links): the address stays a
// text box, so any https:// or www. address can still be typed, and "Choose…" opens a small
// picker of the website's pages, categories, brands and products that writes the shop address
// of the one chosen (link-picker-path.ts).
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useFieldControl } from "../../../client/ui/form/field-context";
import { TextInput } from "../../../client/ui/form/text-input";
import { cdnImage } from "../../../shared/cdn-image";
import { LINK_TARGET_LABELS, LINK_TARGETS, type LinkTarget } from "./link-picker-path";
import { useLinkOptions, type LinkOption } from "./use-link-options";
import "./link-picker.css";

export interface LinkPickerProps {
  /** The field's label, which names the picker's button and panel. */
  label: string;
  placeholder?: string;
}

export function LinkPicker({ label, placeholder }: LinkPickerProps) {
  const field = useFieldControl();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className="builder-link-picker">
      <div className="builder-picker-row">
        <TextInput placeholder={placeholder} />
        <button
          ref={opener}
          type="button"
          className="builder-link-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={`Choose a page or product for ${label}`}
          onClick={() => setOpen((shown) => !shown)}
        >
          Choose…
        </button>
      </div>
      {open ? (
        <LinkChooser
          label={label}
          onChoose={(option) => {
            field?.setValue(option.path);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

function LinkChooser({ label, onChoose, onClose }: { label: string; onChoose: (option: LinkOption) => void; onClose: () => void }) {
  const [target, setTarget] = useState<LinkTarget>("pages");
  const [query, setQuery] = useState("");
  const state = useLinkOptions(target, query);
  const baseId = useId();
  const tabId = (tab: LinkTarget) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const tabLabel = LINK_TARGET_LABELS[target];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  // Arrow keys move between the tabs, as in any tab list.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = LINK_TARGETS[(LINK_TARGETS.indexOf(target) + step + LINK_TARGETS.length) % LINK_TARGETS.length]!;
    setTarget(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div role="dialog" aria-label={`Where ${label} goes`} className="builder-link-chooser" onKeyDown={onKeyDown}>
      <div role="tablist" aria-label="Choose from" className="builder-link-tabs">
        {LINK_TARGETS.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === target}
            aria-controls={panelId}
            tabIndex={tab === target ? 0 : -1}
            className="builder-link-tab"
            onClick={() => setTarget(tab)}
            onKeyDown={onTabKey}
          >
            {LINK_TARGET_LABELS[tab]}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(target)} className="builder-link-panel">
        <input
          type="search"
          className="text-input"
          aria-label={`Search ${tabLabel.toLowerCase()}`}
          placeholder={`Search ${tabLabel.toLowerCase()}`}
          autoComplete="off"
          // The search is what the owner came to the panel for.
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {state.status === "done" && state.options.length > 0 ? (
          <ul className="builder-link-results" aria-label={tabLabel}>
            {state.options.map((option) => (
              <li key={option.path}>
                <button type="button" className="builder-link-result" onClick={() => onChoose(option)}>
                  {option.image ? <img src={cdnImage(option.image, "small")} alt="" width={28} height={28} /> : null}
                  <span className="builder-link-result-name">{option.label}</span>
                  <span className="builder-link-result-path">{option.path}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={state.status === "failed" ? "field-error" : "field-hint"} role="status">
          {state.status === "failed" ? state.message : state.status === "loading" ? "Searching…" : state.options.length === 0 ? `No ${tabLabel.toLowerCase()} match.` : ""}
        </p>
      </div>
      <button type="button" className="builder-link-button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
