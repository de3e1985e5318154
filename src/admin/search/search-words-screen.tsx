// The search's words (issue 30): the searches that found nothing, each a button away from a word
// that fixes it, and the words shoppers use with what they mean — the shop's dictionary with this
// website's changes — to add, change, remove or export. A save is in the shop's search at once.
import { useState } from "react";
import type { LoaderFunctionArgs } from "react-router";
import type { SearchWord, SearchWordSource } from "../../shared/api/admin-search";
import { ADMIN_SEARCH_WORDS_CSV_PATH, SEARCH_MEANINGS_MAX } from "../../shared/api/admin-search";
import { API_BASE } from "../../shared/constants";
import type { FieldRules } from "../../shared/field-rules";
import { Field } from "../../client/ui/form/field";
import { EditDialog } from "../parts/edit-dialog";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { removeAfterAsking } from "../parts/remove-after-asking";
import { RowActions } from "../parts/row-actions";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { fetchSearchMisses, fetchSearchWords, removeSearchWord, saveSearchWord } from "./search-api";
import "../parts/admin-parts.css";

interface WordValues {
  word: string;
  /** What it means, separated by commas as the owner types them. */
  meanings: string;
}

const SOURCES: Record<SearchWordSource, string> = { "built-in": "Built in", added: "Added", changed: "Changed", removed: "Removed" };

const splitMeanings = (text: string) =>
  text
    .split(",")
    .map((m) => m.trim())
    .filter(Boolean);

const rules = (editing: boolean): FieldRules<WordValues> => ({
  word: { label: "Word shoppers type", required: true, readOnly: editing },
  meanings: {
    label: "What it means",
    validator: (text) => {
      const meanings = splitMeanings(text ?? "");
      if (meanings.length === 0) return "Give at least one word it means";
      if (meanings.length > SEARCH_MEANINGS_MAX) return `Give at most ${SEARCH_MEANINGS_MAX} meanings`;
      return null;
    },
  },
});

const shortDate = (iso: string) => new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });

async function loader({ request }: LoaderFunctionArgs) {
  const [words, misses] = await Promise.all([fetchSearchWords(request.signal), fetchSearchMisses(request.signal)]);
  return { words, misses };
}

export function SearchWordsScreen() {
  const loaded = useScreenData<typeof loader>();
  const [filter, setFilter] = useState("");
  const [editing, setEditing] = useState<{ values: WordValues; fixed: boolean } | null>(null);
  const { words, misses } = loaded.data;
  const text = filter.trim().toLowerCase();
  const shown = text ? { data: words.data.filter((w) => w.word.includes(text) || w.meanings.some((m) => m.includes(text))) } : words;

  const edit = (word: SearchWord) => setEditing({ values: { word: word.word, meanings: word.meanings.join(", ") }, fixed: true });
  const remove = (word: SearchWord) =>
    removeAfterAsking({ title: `Take “${word.word}” out of the search?`, confirmText: "Remove" }, () => removeSearchWord(word.word), `“${word.word}” is out of the search`, loaded.reload);

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="search-words-title">
      <p className="admin-screen-kicker">Catalogue</p>
      <div className="catalogue-title-row">
        <h1 id="search-words-title">Search words</h1>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing({ values: { word: "", meanings: "" }, fixed: false })}>
          Add a word
        </button>
      </div>

      <h2 id="search-misses-title">Searches that found nothing</h2>
      <ListBody list={{ ...loaded, data: misses }} empty="No search has come up empty in the last 30 days.">
        {(rows) => (
          <ListTable labelledBy="search-misses-title" busy={loaded.loading} columns={["Search", "Searches", "Last searched"]} actions>
            {rows.map((miss) => (
              <tr key={miss.query}>
                <th scope="row">{miss.query}</th>
                <td>{miss.count === 1 ? "1 search" : `${miss.count} searches`}</td>
                <td>{shortDate(miss.last_searched_at)}</td>
                <td>
                  <button
                    type="button"
                    className="ui-button ui-button-secondary"
                    aria-label={`Add a word for “${miss.query}”`}
                    onClick={() => setEditing({ values: { word: miss.query, meanings: "" }, fixed: false })}
                  >
                    Add a word
                  </button>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>

      <h2 id="search-words-list-title">Words shoppers use</h2>
      <div className="catalogue-title-row">
        <input
          type="search"
          className="text-input catalogue-search"
          placeholder="Find a word or what it means"
          maxLength={60}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          aria-label="Find a word or what it means"
        />
        <a className="ui-button ui-button-secondary" href={API_BASE + ADMIN_SEARCH_WORDS_CSV_PATH} download>
          Export CSV
        </a>
      </div>
      <ListBody list={{ ...loaded, data: shown }} empty="No word matches.">
        {(rows) => (
          <ListTable labelledBy="search-words-list-title" busy={loaded.loading} columns={["Word", "What it means", "Source"]} actions>
            {rows.map((word) => (
              <tr key={word.word}>
                <th scope="row">{word.word}</th>
                <td>{word.meanings.join(", ") || "—"}</td>
                <td>{SOURCES[word.source]}</td>
                {word.source === "removed" ? (
                  <td>
                    <button
                      type="button"
                      className="ui-button ui-button-secondary"
                      aria-label={`Restore ${word.word}`}
                      onClick={() => setEditing({ values: { word: word.word, meanings: "" }, fixed: true })}
                    >
                      Restore
                    </button>
                  </td>
                ) : (
                  <RowActions name={word.word} onEdit={() => edit(word)} onDelete={() => void remove(word)} deleteText="Remove" />
                )}
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>

      <EditDialog
        open={editing !== null}
        title={editing?.fixed ? `Edit “${editing.values.word}”` : "Add a word"}
        formLabel={editing?.fixed ? "Edit a word" : "Add a word"}
        initialValues={editing?.values ?? { word: "", meanings: "" }}
        rules={rules(editing?.fixed ?? false)}
        save={async (values) => {
          const saved = await saveSearchWord({ word: values.word, meanings: splitMeanings(values.meanings) });
          return `Saved: “${saved.word}” finds ${saved.meanings.join(", ")} in the shop now`;
        }}
        onClose={() => setEditing(null)}
        // A new word may answer some of the searches that found nothing, so both lists load again.
        onSaved={loaded.reload}
      >
        <Field name="word" hint="As shoppers type it: a Hindi or local name, a spelling of their own." />
        <Field name="meanings" hint="Words the catalogue uses for it, separated by commas: rice, basmati." />
      </EditDialog>
    </section>
  );
}

export const route: ScreenRoute = { Component: SearchWordsScreen, loader };
