// A list's search: the text is sent when the owner presses Enter or "Search", not on every key,
// so each search is one request.
import { useId, useState } from "react";
import "./admin-parts.css";

export function SearchBox({ label, initial, onSearch }: { label: string; initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const id = useId();
  return (
    <form
      role="search"
      aria-label={label}
      className="catalogue-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" className="text-input" placeholder="Search..." maxLength={100} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="ui-button ui-button-secondary">
        Search
      </button>
    </form>
  );
}
