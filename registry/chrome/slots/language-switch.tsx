// The shop's language switch (issue 35), in the header and the drawer: shown when the website
// offers more than one language. Each language is named in itself, so a shopper who cannot read
// the page's language still finds theirs.
import { useState } from "react";
import { useAtomValue } from "jotai";
import { LANGUAGE_NAMES, type Lang } from "../../../src/shared/i18n/languages";
import { languagesAtom } from "../../../src/client/state/languages-atom";
import { useT } from "../../../src/client/i18n/use-t";
import { switchLanguage } from "../../../src/client/i18n/switch-language";
import { toast } from "../../../src/client/ui/toast";
import { userMessage } from "../../../src/shared/error-message";
import "./language-switch.css";

export function LanguageSwitch({ place }: { place: "header" | "drawer" }) {
  const t = useT();
  const { current, offered } = useAtomValue(languagesAtom);
  const [busy, setBusy] = useState(false);
  if (offered.length < 2) return null;
  const choose = (lang: Lang) => {
    if (lang === current || busy) return;
    setBusy(true);
    switchLanguage(lang).catch((error: unknown) => {
      setBusy(false);
      toast.error(userMessage(error));
    });
  };
  return (
    <div className={`language-switch language-switch-${place}`} role="group" aria-label={t("common.language")} data-slot="language">
      {offered.map((lang) => (
        <button key={lang} type="button" lang={lang} className="language-option" aria-pressed={lang === current} disabled={busy} onClick={() => choose(lang)}>
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </div>
  );
}
