// §5 search: the text is trimmed and the shopper goes to /products?q=. The field is in sight at
// every width (on a phone it is the header's second row). Focusing it offers the shopper's recent
// searches: on a phone the same field grows into a full-screen search, so the keyboard that the
// tap opened stays open; on wider screens the list drops below the field. From two characters the
// list offers the shop's suggestions instead (issue 30), chosen with the arrow keys and Enter or a
// tap; Enter without a suggestion chosen searches, as §5 says. On /products the field shows the
// search the page is showing.
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type FocusEvent, type FormEvent, type KeyboardEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Suggestion } from "../../../src/shared/api/search-suggest";
import { useT } from "../../../src/client/i18n/use-t";
import type { HeaderProps } from "../chrome-types";
import { isPhoneWidth } from "../../../src/client/lib/phone-width";
import { clearRecentSearches, readRecentSearches, rememberSearch } from "./recent-searches";
import { useSuggestions } from "./use-suggestions";

type Props = Pick<HeaderProps, "navSetting" | "actions">;

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
    </svg>
  );
}

/** The `q` the list on /products is showing, else "". */
function useShownSearch(): string {
  const location = useLocation();
  if (location.pathname !== "/products") return "";
  return new URLSearchParams(location.search).get("q")?.trim() ?? "";
}

// A press on a list button must not take the focus from the field first: on a phone that blur
// would close the search before the press lands.
const keepFocus = (e: { preventDefault(): void }) => e.preventDefault();

export function SearchBar({ navSetting, actions }: Props) {
  const t = useT();
  const shown = useShownSearch();
  const [text, setText] = useState(shown);
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const width = Math.min(100, Math.max(10, Number(navSetting.search_setting) || 100));
  const navigate = useNavigate();
  const suggestions = useSuggestions(text, open);
  // The suggestion the arrow keys are on, by its place in the list; -1 for none.
  const [active, setActive] = useState(-1);
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => setText(shown), [shown]);
  // A new list starts with nothing chosen.
  useEffect(() => setActive(-1), [suggestions]);

  const close = useCallback(() => {
    setOpen(false);
    input.current?.blur();
  }, []);

  useEffect(() => {
    if (!open || !isPhoneWidth()) return;
    // The full-screen search is the page while it is open.
    const before = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = before;
    };
  }, [open]);

  const search = (q: string) => {
    setRecent(rememberSearch(q));
    setText(q);
    close();
    actions.search(q);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    void navigate(suggestion.url);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = suggestions[active];
    if (chosen) return choose(chosen);
    const q = text.trim();
    if (q) search(q);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!suggestions.length || (e.key !== "ArrowDown" && e.key !== "ArrowUp")) return;
    e.preventDefault();
    const step = e.key === "ArrowDown" ? 1 : -1;
    // Past either end the highlight leaves the list, back to the text as typed.
    setActive((now) => {
      const next = now + step;
      return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
    });
  };
  const onFocus = () => {
    setRecent(readRecentSearches());
    setOpen(true);
  };
  // On wider screens the list closes when the focus leaves the search; on a phone only Back,
  // Escape or a search closes the full-screen search.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (isPhoneWidth()) return;
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const showSuggestions = open && suggestions.length > 0;
  const showList = open && !showSuggestions && recent.length > 0;

  return (
    <div
      className={open ? "search-slot search-open" : "search-slot"}
      data-slot="search"
      style={{ "--search-width": `${width}%` } as CSSProperties}
      onBlur={onBlur}
      onKeyDown={(e) => e.key === "Escape" && open && (e.stopPropagation(), close())}
    >
      <form role="search" className="search-bar" onSubmit={submit}>
        {open ? (
          <button type="button" className="search-back" aria-label={t("chrome.closeSearch")} onMouseDown={keepFocus} onClick={close}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path fill="currentColor" d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" />
            </svg>
          </button>
        ) : null}
        <input
          ref={input}
          type="search"
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={onFocus}
          onKeyDown={onKeyDown}
          aria-autocomplete="list"
          aria-controls={showSuggestions ? listId : undefined}
          aria-activedescendant={showSuggestions && active >= 0 ? optionId(active) : undefined}
          placeholder={t("chrome.searchPlaceholder")}
          aria-label={t("chrome.searchProducts")}
          maxLength={100}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" aria-label={t("chrome.search")} onMouseDown={open ? keepFocus : undefined}>
          <SearchIcon />
        </button>
      </form>
      {showSuggestions ? (
        <section className="search-recent search-suggestions" aria-label={t("chrome.suggestions")}>
          <div className="search-recent-head">
            <h2>{t("chrome.suggestions")}</h2>
          </div>
          <ul id={listId} role="listbox" aria-label={t("chrome.suggestions")}>
            {suggestions.map((suggestion, i) => (
              <li
                key={`${suggestion.kind}:${suggestion.url}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? "search-option is-active" : "search-option"}
                onMouseDown={keepFocus}
                onClick={() => choose(suggestion)}
              >
                <SearchIcon />
                <span className="search-option-label">{suggestion.label}</span>
                {suggestion.kind !== "product" ? <span className="search-option-kind">{suggestion.kind === "category" ? t("chrome.category") : t("chrome.brand")}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {showList ? (
        <section className="search-recent" aria-label={t("chrome.recentSearches")}>
          <div className="search-recent-head">
            <h2>{t("chrome.recentSearches")}</h2>
            <button
              type="button"
              className="search-recent-clear"
              onMouseDown={keepFocus}
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
                input.current?.focus();
              }}
            >
              {t("chrome.clearRecent")}
            </button>
          </div>
          <ul>
            {recent.map((q) => (
              <li key={q}>
                <button type="button" onMouseDown={keepFocus} onClick={() => search(q)}>
                  <SearchIcon />
                  <span>{q}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
