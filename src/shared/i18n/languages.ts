// The languages the shop speaks (issue 35, ADR 0085) and how a request's language is chosen.
// Adding a language is an entry here, its catalogue under messages/, and its font if its script
// needs one.

export const LANGUAGES = ["en", "hi"] as const;
export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = "en";

/** Each language named in itself: the switch shows a shopper the name they can read. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { en: "English", hi: "हिन्दी" };

/** The cookie that keeps a shopper's choice on this website. */
export const LANG_COOKIE = "lang";

export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The offered languages a website stored, known ones only, its default always among them. */
export function offeredLanguages(stored: unknown, fallback: unknown): Lang[] {
  const list = Array.isArray(stored) ? stored.filter(isLang) : [];
  const first = isLang(fallback) ? fallback : DEFAULT_LANG;
  return [...new Set<Lang>([first, ...list])].sort((a, b) => LANGUAGES.indexOf(a) - LANGUAGES.indexOf(b));
}

/**
 * The languages of an Accept-Language header, most wanted first (`hi-IN,hi;q=0.9,en;q=0.8`);
 * a region is dropped, `q=0` is a refusal.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split("-", 1)[0]!, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.lang && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.lang);
}

export interface LanguageSources {
  /** The website's languages (offeredLanguages) and its default. */
  offered: readonly Lang[];
  fallback: Lang;
  /** A host that serves one language only (hi.<domain>). */
  hostLang?: string | null;
  cookie?: string;
  profile?: string | null;
  acceptLanguage?: string;
}

/**
 * A request's language: a one-language host, else the shopper's choice (the cookie, then the
 * signed-in profile), else the first language the browser asks for that the website offers,
 * else the website's default. A choice the website no longer offers is passed over.
 */
export function chooseLanguage(s: LanguageSources): Lang {
  const offered = (v: unknown): v is Lang => isLang(v) && s.offered.includes(v);
  if (offered(s.hostLang)) return s.hostLang;
  if (offered(s.cookie)) return s.cookie;
  if (offered(s.profile)) return s.profile;
  const asked = acceptedLanguages(s.acceptLanguage).find(offered);
  return asked ?? (offered(s.fallback) ? s.fallback : (s.offered[0] ?? DEFAULT_LANG));
}
