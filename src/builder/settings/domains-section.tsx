// "Domains" on the settings screen (ADR 0048): the addresses the active website answers at, and
// for an own domain still waiting for its proof, the two ways to give it (a DNS TXT record or a
// file) and a Verify button that has the server check now. Not part of the settings document.
import { useState } from "react";
import { BusyButton } from "../../client/ui/busy-button";
import { toast } from "../../client/ui/toast";
import type { WebsiteDomain } from "../../shared/api/website-domains";
import { userMessage } from "../../shared/error-message";
import { LoadFailure } from "../../tool-shell/load-failure";
import { useLoaded } from "../../tool-shell/use-loaded";
import { fetchWebsiteDomains, verifyWebsiteDomain } from "../api/website-domains-api";

export const DOMAINS_TITLE = "Domains";
export const domainVerifiedMessage = (domain: string) => `${domain} is verified. The shop is served there from now on.`;

export function DomainsSection() {
  const domains = useLoaded("domains", (signal) => fetchWebsiteDomains({ signal }).then((answer) => answer.domains));

  return (
    <section id="settings-domains" className="builder-section" aria-labelledby="settings-domains-title">
      <h2 id="settings-domains-title">{DOMAINS_TITLE}</h2>
      <p className="field-hint">Your shop answers at these addresses. A domain of your own is served only after you prove it is yours, so nobody else can put a shop on it.</p>
      {domains.error ? (
        <LoadFailure message={domains.error} onRetry={domains.reload} />
      ) : domains.data ? (
        <ul className="builder-domains">
          {domains.data.map((domain) => (
            <DomainItem key={domain.domain} domain={domain} onVerified={domains.setData} />
          ))}
        </ul>
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}

function DomainItem({ domain, onVerified }: { domain: WebsiteDomain; onVerified(domains: WebsiteDomain[]): void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const steps = domain.verification;

  const verify = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await verifyWebsiteDomain(domain.domain);
      toast.success(domainVerifiedMessage(domain.domain));
      onVerified(answer.domains);
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
      </p>
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
