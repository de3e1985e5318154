// /auth/bos/choose (§2, sign-in; ADR 0023, ADR 0025): the websites the user administers — every
// website for a superadmin — with the active one (the one the admin tools act on) marked, and a
// button to choose each. A user who administers none is offered to create one.
import { useState } from "react";
import { Link } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/bos-choose.schema";
import type { AdminWebsite, AdminWebsitesAnswer, ChosenWebsite } from "../../../src/shared/api/websites";
import { userMessage } from "../../../src/shared/error-message";
import { ApiError } from "../../../src/client/api/http-client";
import { reportError } from "../../../src/client/lib/error-reporter";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { Tag } from "../../../src/client/ui/tag";
import { toast } from "../../../src/client/ui/toast";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { useAccountData, useSessionExpired } from "../../parts/account/use-account-data";
import { BosPage } from "../bos-create-website/bos-page";
import { WebsiteReady } from "../bos-create-website/website-ready";
import { chooseWebsite, fetchAdminWebsites } from "../../../src/client/api/admin-websites-api";

const CREATE_PATH = "/auth/bos/create";

export default function BosChooseBlock({ data }: BlockProps<Shape>) {
  const websites = useAccountData(fetchAdminWebsites, "websites", "admin websites");
  const [chosen, setChosen] = useState<ChosenWebsite | null>(null);
  const superadmin = websites.loaded.state === "ready" && websites.loaded.data.superadmin;

  return (
    <BosPage
      title={data.title || "Choose a Website"}
      intro={<p>{superadmin ? "As a superadmin you can run every website on this server." : "Choose the website that Website Settings and the other admin tools work on."}</p>}
    >
      <LoadState loaded={websites.loaded} what="your websites" onRetry={websites.retry}>
        {(answer) =>
          answer.websites.length === 0 ? (
            <EmptyState title="You do not run a website yet">
              <p>Create one: it takes a minute, and you become its admin.</p>
              <Link className="ui-button ui-button-primary" to={CREATE_PATH}>
                Create a new website
              </Link>
            </EmptyState>
          ) : (
            <>
              {chosen ? (
                <WebsiteReady url={chosen.url}>
                  <p>
                    <strong>{chosen.website.name}</strong> is now your active website: Website Settings edits it.
                  </p>
                </WebsiteReady>
              ) : null}
              <WebsiteList
                answer={answer}
                onChosen={(answered) => {
                  setChosen(answered);
                  websites.update((previous) => markActive(previous, answered.website.id));
                }}
                onRefused={websites.reload}
              />
              <Link className="bos-link" to={CREATE_PATH}>
                Create a new website
              </Link>
            </>
          )
        }
      </LoadState>
    </BosPage>
  );
}

/** The list as the server would now answer it, without asking again. */
function markActive(answer: AdminWebsitesAnswer, id: number): AdminWebsitesAnswer {
  return { ...answer, active_website_id: id, websites: answer.websites.map((w) => ({ ...w, active: w.id === id })) };
}

function WebsiteList({ answer, onChosen, onRefused }: { answer: AdminWebsitesAnswer; onChosen(chosen: ChosenWebsite): void; onRefused(): void }) {
  const expired = useSessionExpired();
  const [busyId, setBusyId] = useState<number | null>(null);

  const choose = async (website: AdminWebsite) => {
    setBusyId(website.id);
    try {
      onChosen(await chooseWebsite(website.id));
    } catch (error) {
      if (expired(error)) return;
      if (!(error instanceof ApiError) || error.status >= 500) reportError(error, { where: "choose website" });
      toast.error(userMessage(error));
      // A refusal means the list is out of date (a membership taken away, a website deleted).
      if (error instanceof ApiError && error.status < 500) onRefused();
    } finally {
      setBusyId(null);
    }
  };

  return (
    <ul className="bos-websites" aria-label="Your websites">
      {answer.websites.map((website) => (
        <li key={website.id} className="bos-website" aria-current={website.active || undefined}>
          <div className="bos-website-about">
            <h2 className="bos-website-name">
              {website.name}
              {website.active ? <Tag tone="success">Active</Tag> : null}
            </h2>
            <p>
              <a className="bos-link" href={website.url}>
                {website.url.replace(/^https?:\/\//, "")}
              </a>
            </p>
            {website.description ? <p>{website.description}</p> : null}
          </div>
          <div className="bos-website-actions">
            {website.active ? null : (
              <BusyButton className="ui-button ui-button-secondary" aria-label={`Choose ${website.name}`} busy={busyId === website.id} disabled={busyId !== null} onClick={() => void choose(website)}>
                Choose
              </BusyButton>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
