// §5 search: the text is trimmed and the shopper goes to /products?q=. Wide screens show the
// field in the header; phones show a search button that opens the field in a panel, where it
// takes the focus after 300 ms (§9), once the panel has slid in.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { HeaderProps } from "../chrome-types";
import { SEARCH_FOCUS_DELAY_MS } from "../../../src/shared/constants";
import { useReturnFocus } from "../../../src/client/ui/use-return-focus";

type Props = Pick<HeaderProps, "navSetting" | "actions">;

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
    </svg>
  );
}

function SearchForm({ actions, className, width, focusAfterMs, onSearched }: { actions: Props["actions"]; className: string; width?: number; focusAfterMs?: number; onSearched?: () => void }) {
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusAfterMs === undefined) return;
    const timer = window.setTimeout(() => input.current?.focus(), focusAfterMs);
    return () => window.clearTimeout(timer);
  }, [focusAfterMs]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    actions.search(q);
    onSearched?.();
  };
  return (
    <form role="search" className={className} data-slot="search" onSubmit={submit} style={width ? { width: `${width}%` } : undefined}>
      <input ref={input} type="search" name="q" value={text} onChange={(e) => setText(e.target.value)} placeholder="Search for products" aria-label="Search products" maxLength={100} />
      <button type="submit" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}

export function SearchBar({ navSetting, actions }: Props) {
  const [panelOpen, setPanelOpen] = useState(false);
  // Closing it gives focus back to the Open search button.
  useReturnFocus(panelOpen, null);
  const width = Math.min(100, Math.max(10, Number(navSetting.search_setting) || 100));
  useEffect(() => {
    if (!panelOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setPanelOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [panelOpen]);
  return (
    <>
      <SearchForm actions={actions} className="search-bar search-inline" width={width} />
      <button type="button" className="search-toggle" aria-label="Open search" aria-expanded={panelOpen} onClick={() => setPanelOpen(true)}>
        <SearchIcon />
      </button>
      {panelOpen ? (
        <div className="search-panel" role="dialog" aria-label="Search">
          <SearchForm actions={actions} className="search-bar" focusAfterMs={SEARCH_FOCUS_DELAY_MS} onSearched={() => setPanelOpen(false)} />
          <button type="button" className="search-panel-close" aria-label="Close search" onClick={() => setPanelOpen(false)}>
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}
