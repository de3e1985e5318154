// "Languages" on the settings screen (issue 35): the languages the shop offers its shoppers (the
// switch in its header and menu) and the default a first visit gets when the browser asks for
// none of them. Saved on its own, not part of the settings document; the live shop speaks them
// from its next request.
import { useState } from "react";
import { ApiError } from "../../client/api/http-client";
import { BusyButton } from "../../client/ui/busy-button";
import { toast } from "../../client/ui/toast";
import { DEFAULT_NOT_OFFERED, NO_LANGUAGE_OFFERED, type SiteLanguagesAnswer } from "../../shared/api/site-languages";
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from "../../shared/i18n/languages";
import { userMessage } from "../../shared/error-message";
import { LoadFailure } from "../../tool-shell/load-failure";
import { useLoaded } from "../../tool-shell/use-loaded";
import { fetchSiteLanguages, saveSiteLanguages } from "../api/site-languages-api";

export const LANGUAGES_TITLE = "Languages";
export const LANGUAGES_SAVED = "Languages saved. The shop offers them from its next page.";

const ENGLISH_NAMES: Readonly<Record<Lang, string>> = { en: "English", hi: "Hindi" };
/** Each language in its own name, and in English for an owner who reads only that. */
export const languageLabel = (lang: Lang) => (lang === "en" ? LANGUAGE_NAMES.en : `${LANGUAGE_NAMES[lang]} (${ENGLISH_NAMES[lang]})`);

function LanguageName({ lang }: { lang: Lang }) {
  return (
    <span>
      <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
      {lang === "en" ? null : ` (${ENGLISH_NAMES[lang]})`}
    </span>
  );
}

export function LanguagesSection({ onLoaded }: { onLoaded?: (languages: Lang[]) => void }) {
  const languages = useLoaded("site-languages", async (signal) => {
    const answer = await fetchSiteLanguages({ signal });
    onLoaded?.(answer.languages);
    return answer;
  });

  const saved = (answer: SiteLanguagesAnswer) => {
    languages.setData(answer);
    onLoaded?.(answer.languages);
  };

  return (
    <section id="settings-languages" className="builder-section" aria-labelledby="settings-languages-title">
      <h2 id="settings-languages-title">{LANGUAGES_TITLE}</h2>
      <p className="field-hint">
        Shoppers choose among these in the shop&apos;s header and menu. A first visit gets the language the browser asks for when the shop offers it, else the default. The shop&apos;s own texts come
        in every language; your products&apos; and pages&apos; texts show in English where you have not given them in Hindi.
      </p>
      {languages.error ? (
        <LoadFailure message={languages.error} onRetry={languages.reload} />
      ) : languages.data ? (
        <LanguagesForm key={JSON.stringify(languages.data)} saved={languages.data} onSaved={saved} />
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}

function LanguagesForm({ saved, onSaved }: { saved: SiteLanguagesAnswer; onSaved: (answer: SiteLanguagesAnswer) => void }) {
  const [offered, setOffered] = useState<Lang[]>(saved.languages);
  const [chosen, setChosen] = useState<Lang>(saved.default_language);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const unchanged = offered.join() === saved.languages.join() && chosen === saved.default_language;

  const tick = (lang: Lang, on: boolean) => {
    const next = LANGUAGES.filter((l) => (l === lang ? on : offered.includes(l)));
    setOffered(next);
    setProblem(null);
    // The default follows: a language no longer offered cannot be it.
    if (!next.includes(chosen) && next[0]) setChosen(next[0]);
  };

  const save = async () => {
    if (!offered.length) return setProblem(NO_LANGUAGE_OFFERED);
    if (!offered.includes(chosen)) return setProblem(DEFAULT_NOT_OFFERED);
    setBusy(true);
    setProblem(null);
    try {
      const answer = await saveSiteLanguages({ languages: offered, default_language: chosen });
      toast.success(LANGUAGES_SAVED);
      onSaved(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setProblem(userMessage(error));
      else toast.error(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={LANGUAGES_TITLE}
      className="builder-languages"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="builder-fieldset">
        <legend>Languages the shop offers</legend>
        {LANGUAGES.map((lang) => (
          <label key={lang} className="builder-language-choice">
            <input type="checkbox" checked={offered.includes(lang)} onChange={(event) => tick(lang, event.target.checked)} />
            <LanguageName lang={lang} />
          </label>
        ))}
      </fieldset>
      <fieldset className="builder-fieldset">
        <legend>Default language</legend>
        {offered.map((lang) => (
          <label key={lang} className="builder-language-choice">
            <input type="radio" name="default-language" value={lang} checked={chosen === lang} onChange={() => setChosen(lang)} />
            <LanguageName lang={lang} />
          </label>
        ))}
        {offered.length === 0 ? <p className="field-hint">Tick a language above first.</p> : null}
      </fieldset>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <BusyButton type="submit" className="ui-button ui-button-primary" busy={busy} disabled={unchanged}>
        Save languages
      </BusyButton>
    </form>
  );
}
