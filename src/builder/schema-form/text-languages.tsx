// The languages the owner's texts get versions in beside the English (ADR 0086): those the
// website offers other than English. A text field whose schema marks it x-translatable draws its
// version in each of them below it ("Heading (हिन्दी)"); without any, the forms show English only.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { isTextLang, type TextLang } from "../../../schemas/text-translations";

const TextLanguagesContext = createContext<readonly TextLang[]>([]);

/** The languages other than English the forms inside draw text versions for. */
export const useTextLanguages = (): readonly TextLang[] => useContext(TextLanguagesContext);

/** `offered`: the website's languages (null while they load: English only). */
export function TextLanguages({ offered, children }: { offered: readonly string[] | null | undefined; children: ReactNode }) {
  const key = (offered ?? []).join();
  const languages = useMemo(() => key.split(",").filter(isTextLang), [key]);
  return <TextLanguagesContext.Provider value={languages}>{children}</TextLanguagesContext.Provider>;
}
