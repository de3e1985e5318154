// /auth/bos/choose (§2, sign-in; ADR 0023, ADR 0025): the websites the user administers — every
// website for a superadmin — with the active one (the one the admin tools act on) marked, and a
// button to choose each. A user who administers none is offered to create one.
import { useState } from "react";
import { Link } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/bos-choose.schema";
import type { AdminWebsite, AdminWebsitesAnswer, ChosenWebsite } from "../../../src/shared/api/websites";
import { userMessage } from "../../../src/client/lib/user-message";
import { ApiError } from "../../../src/client/api/http-client";
import { Message } from "../../../src/client/i18n/message";
import { useT } from "../../../src/client/i18n/use-t";
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
  const t = useT();
  const websites = useAccountData(fetchAdminWebsites, "websites", "admin websites");
  const [chosen, setChosen] = useState<ChosenWebsite | null>(null);
  const superadmin = websites.loaded.state === "ready" && websites.loaded.data.superadmin;

  return (
    <BosPage title={data.title || t("catalogue.bosChooseTitle")} intro={<p>{superadmin ? t("catalogue.bosSuperadminIntro") : t("catalogue.bosChooseIntro")}</p>}>
      <LoadState loaded={websites.loaded} what={t("catalogue.bosYourWebsitesWhat")} onRetry={websites.retry}>
        {(answer) =>
          answer.websites.length === 0 ? (
            <EmptyState title={t("catalogue.bosNoWebsite")}>
              <p>{t("catalogue.bosCreateOne")}</p>
              <Link className="ui-button ui-button-primary" to={CREATE_PATH}>
                {t("catalogue.bosCreateNew")}
              </Link>
            </EmptyState>
          ) : (
            <>
              {chosen ? (
                <WebsiteReady url={chosen.url}>
                  <p>
                    <Message id="catalogue.bosNowActive" values={{ name: chosen.website.name, b: (chunks) => <strong>{chunks}</strong> }} />
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
                {t("catalogue.bosCreateNew")}
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
  const t = useT();
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
    <ul className="bos-websites" aria-label={t("catalogue.bosYourWebsites")}>
      {answer.websites.map((website) => (
        <li key={website.id} className="bos-website" aria-current={website.active || undefined}>
          <div className="bos-website-about">
            <h2 className="bos-website-name">
              {website.name}
              {website.active ? <Tag tone="success">{t("catalogue.bosActive")}</Tag> : null}
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
              <BusyButton
                className="ui-button ui-button-secondary"
                aria-label={t("catalogue.bosChooseNamed", { name: website.name })}
                busy={busyId === website.id}
                disabled={busyId !== null}
                onClick={() => void choose(website)}
              >
                {t("catalogue.bosChoose")}
              </BusyButton>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
