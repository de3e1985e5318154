// "Domains" on the settings screen (ADR 0048): the addresses the active website answers at, and
// for an own domain still waiting for its proof, the two ways to give it (a DNS TXT record or a
// file) and a Verify button that has the server check now; and, where the shop offers more than
// one language, whether a domain serves one of them only (issue 35: `hi.<domain>`, the Hindi
// host the shop's hreflang links to). Not part of the settings document.
import { useState } from "react";
import { BusyButton } from "../../client/ui/busy-button";
import { toast } from "../../client/ui/toast";
import type { WebsiteDomain } from "../../shared/api/website-domains";
import { userMessage } from "../../shared/error-message";
import { LoadFailure } from "../../tool-shell/load-failure";
import { useLoaded } from "../../tool-shell/use-loaded";
import type { Lang } from "../../shared/i18n/languages";
import { saveDomainLanguage } from "../api/site-languages-api";
import { fetchWebsiteDomains, verifyWebsiteDomain } from "../api/website-domains-api";
import { languageLabel } from "./languages-section";

export const DOMAINS_TITLE = "Domains";
export const domainVerifiedMessage = (domain: string) => `${domain} is verified. The shop is served there from now on.`;
export const domainLanguageMessage = (domain: string, lang: Lang | null) =>
  lang ? `${domain} serves ${languageLabel(lang)} only from now on.` : `${domain} serves every language from now on: shoppers choose theirs.`;
/** The choice of a domain that follows the shopper's language. */
const EVERY_LANGUAGE = "";

/** `offered`: the languages the shop offers, once known; a domain's language is chosen among them. */
export function DomainsSection({ offered }: { offered?: readonly Lang[] | null }) {
  const domains = useLoaded("domains", (signal) => fetchWebsiteDomains({ signal }).then((answer) => answer.domains));

  return (
    <section id="settings-domains" className="builder-section" aria-labelledby="settings-domains-title">
      <h2 id="settings-domains-title">{DOMAINS_TITLE}</h2>
      <p className="field-hint">Your shop answers at these addresses. A domain of your own is served only after you prove it is yours, so nobody else can put a shop on it.</p>
      {offered && offered.length > 1 ? (
        <p className="field-hint">A domain may serve one language only, such as hi.yourshop.in for Hindi: search engines then list your Hindi pages apart. Keep your main domain for every language.</p>
      ) : null}
      {domains.error ? (
        <LoadFailure message={domains.error} onRetry={domains.reload} />
      ) : domains.data ? (
        <ul className="builder-domains">
          {domains.data.map((domain) => (
            <DomainItem key={domain.domain} domain={domain} offered={offered ?? null} onChanged={domains.setData} />
          ))}
        </ul>
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}

function DomainItem({ domain, offered, onChanged }: { domain: WebsiteDomain; offered: readonly Lang[] | null; onChanged(domains: WebsiteDomain[]): void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const steps = domain.verification;

  const verify = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await verifyWebsiteDomain(domain.domain);
      toast.success(domainVerifiedMessage(domain.domain));
      onChanged(answer.domains);
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="builder-domain">
      <p>
        <strong>{domain.domain}</strong> — {domain.verified ? "served" : "waiting for verification: not served yet"}
        {domain.lang ? `, in ${languageLabel(domain.lang)} only` : null}
      </p>
      {/* One language alone is a choice only where the shop offers more than one (or to undo it). */}
      {offered && (offered.length > 1 || domain.lang) ? <DomainLanguage domain={domain} offered={offered} onChanged={onChanged} /> : null}
      {steps ? (
        <>
          <p>Prove the domain is yours in one of two ways, then choose Verify:</p>
          <ol>
            <li>
              Add a DNS TXT record named <code>{steps.txt_name}</code> with the value <code>{steps.txt_value}</code>.
            </li>
            <li>
              Or make <code>{steps.file_url}</code> answer exactly <code>{steps.file_body}</code>. When the domain already points at this shop server, this address answers by itself.
            </li>
          </ol>
          <BusyButton type="button" className="ui-button ui-button-primary" busy={busy} onClick={() => void verify()} aria-label={`Verify ${domain.domain}`}>
            Verify
          </BusyButton>
          {problem ? (
            <p className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

function DomainLanguage({ domain, offered, onChanged }: { domain: WebsiteDomain; offered: readonly Lang[]; onChanged(domains: WebsiteDomain[]): void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `domain-language-${domain.domain}`;
  // A language no longer offered stays shown while the domain still serves it, so it can be undone.
  const choices = domain.lang && !offered.includes(domain.lang) ? [...offered, domain.lang] : offered;

  const choose = async (value: string) => {
    const lang = value === EVERY_LANGUAGE ? null : (value as Lang);
    setBusy(true);
    setProblem(null);
    try {
      const answer = await saveDomainLanguage(domain.domain, lang);
      toast.success(domainLanguageMessage(domain.domain, lang));
      onChanged(answer.domains);
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Language at {domain.domain}
      </label>
      <select id={id} className="text-input" value={domain.lang ?? EVERY_LANGUAGE} disabled={busy} aria-busy={busy || undefined} onChange={(event) => void choose(event.target.value)}>
        <option value={EVERY_LANGUAGE}>Every language the shop offers (the shopper chooses)</option>
        {choices.map((lang) => (
          <option key={lang} value={lang}>
            {languageLabel(lang)} only
          </option>
        ))}
      </select>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
