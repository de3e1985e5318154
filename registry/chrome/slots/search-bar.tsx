// §5 search: the text is trimmed and the shopper goes to /products?q=.
import { useState, type FormEvent } from "react";
import type { HeaderProps } from "../chrome-types";

export function SearchBar({ navSetting, actions }: Pick<HeaderProps, "navSetting" | "actions">) {
  const [text, setText] = useState("");
  const width = Math.min(100, Math.max(10, Number(navSetting.search_setting) || 100));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) actions.search(q);
  };
  return (
    <form role="search" className="search-bar" data-slot="search" onSubmit={submit} style={{ width: `${width}%` }}>
      <input type="search" name="q" value={text} onChange={(e) => setText(e.target.value)} placeholder="Search for products" aria-label="Search products" maxLength={100} />
      <button type="submit" aria-label="Search">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
        </svg>
      </button>
    </form>
  );
}
