// The shop's texts (issue 35): every text the shop shows — buttons, headings, messages — in each
// language the website offers, searched by key or by wording in any language. The owner gives a
// text their own wording in one language; the shop shows it at once on every server, and Reset
// brings back the shop's own. The query lives in the address, so the list comes back as it was.
import { useState } from "react";
import type { LoaderFunctionArgs } from "react-router";
import { SHOP_TEXT_MAX, type ShopText } from "../../shared/api/admin-shop-texts";
import type { FieldRules } from "../../shared/field-rules";
import { LANGUAGE_NAMES, type Lang } from "../../shared/i18n/languages";
import { PAGE_SIZE_CHOICES } from "../../shared/pagination";
import { Field } from "../../client/ui/form/field";
import { EditDialog } from "../parts/edit-dialog";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { removeAfterAsking } from "../parts/remove-after-asking";
import { SearchBox } from "../parts/search-box";
import { useListParams } from "../parts/use-list-params";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { shopTextsApi, type ShopTextFilters } from "./shop-texts-api";
import "../parts/admin-parts.css";
import "./shop-texts.css";

/** The list's query read from the address; anything malformed there is left out. */
export function shopTextFiltersFrom(params: URLSearchParams): ShopTextFilters {
  const page = params.get("page");
  const perPage = Number(params.get("per_page"));
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    changed: params.get("changed") === "true",
    page: page && /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
    per_page: (PAGE_SIZE_CHOICES as readonly number[]).includes(perPage) ? perPage : 20,
  };
}

const loader = ({ request }: LoaderFunctionArgs) => shopTextsApi.list(shopTextFiltersFrom(new URL(request.url).searchParams), request.signal);

/** "English", "हिन्दी (Hindi)": each language in its own name, and in English. */
const ENGLISH_NAMES: Readonly<Record<Lang, string>> = { en: "English", hi: "Hindi" };
const languageName = (lang: Lang) => (lang === "en" ? LANGUAGE_NAMES.en : `${LANGUAGE_NAMES[lang]} (${ENGLISH_NAMES[lang]})`);

/** How the owner is told of a value or tag the wording keeps: `{count}`, `<b>…</b>`. */
const shownArgument = (text: ShopText, name: string) => (Object.values(text.defaults).some((d) => d.includes(`<${name}>`)) ? `<${name}>…</${name}>` : `{${name}}`);

interface Editing {
  text: ShopText;
  lang: Lang;
}

interface WordingValues {
  text: string;
}

const rules = (lang: Lang): FieldRules<WordingValues> => ({
  text: {
    label: `Text in ${languageName(lang)}`,
    type: "textarea",
    required: true,
    validator: (value) => {
      const text = (value ?? "").trim();
      if (!text) return "Enter the text";
      if (text.length > SHOP_TEXT_MAX) return `The text may hold at most ${SHOP_TEXT_MAX} characters`;
      return null;
    },
  },
});

export function ShopTextsScreen() {
  const { params, change, paging } = useListParams<"q" | "changed">();
  const filters = shopTextFiltersFrom(params);
  const list = useScreenData<typeof loader>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const languages = list.data.languages;

  const reset = (text: ShopText, lang: Lang) =>
    removeAfterAsking(
      { title: `Reset ${text.key} in ${languageName(lang)}?`, text: `The shop's own wording shows again: “${text.defaults[lang]}”.`, confirmText: "Reset" },
      () => shopTextsApi.reset(lang, text.key),
      `${text.key} shows the shop's own wording again`,
      list.reload,
    );

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="shop-texts-title">
      <p className="admin-screen-kicker">Website</p>
      <h1 id="shop-texts-title">Shop texts</h1>
      <p className="shop-texts-intro">
        Every text the shop shows, in each language it offers. Give a text your own wording and the shop shows it at once; Reset brings back the shop&apos;s own. Words in braces, such as {"{count}"},
        are filled in by the shop: keep them as they are.
      </p>
      <div className="catalogue-filters">
        <SearchBox key={filters.q ?? ""} label="Search shop texts by key or wording" initial={filters.q ?? ""} onSearch={(q) => change({ q })} />
        <label className="catalogue-check">
          <input type="checkbox" checked={filters.changed === true} onChange={(e) => change({ changed: e.target.checked ? "true" : undefined })} />
          Only texts with my wording
        </label>
      </div>
      <ListBody list={list} empty="No shop text matches." paging={paging(filters)}>
        {(texts) => (
          <ListTable labelledBy="shop-texts-title" busy={list.loading} className="shop-texts-table" columns={["Key", ...languages.map(languageName)]}>
            {texts.map((text) => (
              <tr key={text.key}>
                <th scope="row">
                  <code>{text.key}</code>
                </th>
                {languages.map((lang) => {
                  const own = text.overrides[lang];
                  const where = `${text.key} in ${languageName(lang)}`;
                  return (
                    <td key={lang} lang={lang}>
                      <p className="shop-text-wording">{own ?? text.defaults[lang]}</p>
                      {own !== undefined ? (
                        <p className="shop-text-default" lang="en">
                          <span className="shop-text-changed">Your wording.</span> Shop&apos;s own: <span lang={lang}>{text.defaults[lang]}</span>
                        </p>
                      ) : null}
                      <div className="shop-text-actions" lang="en">
                        <button type="button" className="ui-button ui-button-secondary" aria-label={`Edit ${where}`} onClick={() => setEditing({ text, lang })}>
                          Edit
                        </button>
                        {own !== undefined ? (
                          <button type="button" className="ui-button ui-button-secondary" aria-label={`Reset ${where}`} onClick={() => void reset(text, lang)}>
                            Reset
                          </button>
                        ) : null}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>

      <EditDialog
        open={editing !== null}
        title={editing ? `${editing.text.key} in ${languageName(editing.lang)}` : "Shop text"}
        formLabel="Shop text"
        initialValues={{ text: editing ? (editing.text.overrides[editing.lang] ?? editing.text.defaults[editing.lang]) : "" }}
        rules={rules(editing?.lang ?? "en")}
        save={async (values) => {
          const { text, lang } = editing!;
          await shopTextsApi.save(lang, text.key, values.text.trim());
          return `Saved: the shop shows your wording of ${text.key} now`;
        }}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      >
        {editing ? (
          <Field
            name="text"
            hint={
              <>
                The shop&apos;s own wording: <span lang={editing.lang}>{editing.text.defaults[editing.lang]}</span>
                {editing.text.arguments.length ? <> — keep {editing.text.arguments.map((name) => shownArgument(editing.text, name)).join(", ")} as in it: the shop fills them in.</> : null}
              </>
            }
          />
        ) : null}
      </EditDialog>
    </section>
  );
}

export const route: ScreenRoute = { Component: ShopTextsScreen, loader };
