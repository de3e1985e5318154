// /auth/bos/create (§2, sign-in; ADR 0023, ADR 0025): a business owner creates a website —
// name, description, a subdomain (its address shown as it is typed) or a domain of their own,
// theme, font and navigation alignment — and becomes its admin. The new website is at once the
// one the admin tools act on, so the confirmation leads to its settings and to its shop.
import { useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/bos-create-website.schema";
import { NAV_ALIGNMENTS, SUBDOMAIN_MAX, WEBSITE_DESCRIPTION_MAX, WEBSITE_NAME_MAX, WEBSITE_THEMES, type CreatedWebsite } from "../../../src/shared/api/websites";
import { SERVED_FONTS } from "../../../src/shared/served-fonts";
import { ApiError } from "../../../src/client/api/http-client";
import { Message } from "../../../src/client/i18n/message";
import { useT, type MessageId } from "../../../src/client/i18n/use-t";
import { placeServerErrors } from "../../../src/client/lib/server-errors";
import { useHydrated } from "../../../src/client/lib/use-hydrated";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { Field } from "../../../src/client/ui/form/field";
import { Form } from "../../../src/client/ui/form/form";
import { SelectInput } from "../../../src/client/ui/form/select-input";
import { TextInput } from "../../../src/client/ui/form/text-input";
import type { FormApi } from "../../../src/client/ui/form/use-form";
import { useSessionExpired } from "../../parts/account/use-account-data";
import { addressPreview } from "./address-preview";
import { BosPage } from "./bos-page";
import { createWebsite } from "./create-website-api";
import { NEW_WEBSITE, websiteBody, websiteRules, type WebsiteFormValues } from "./website-form";
import { WebsiteReady } from "./website-ready";

const ADDRESS_KINDS = [
  { value: "subdomain", label: "catalogue.bosSubdomainKind" },
  { value: "domain", label: "catalogue.bosDomainKind" },
] as const;
const THEME_LABELS: Record<(typeof WEBSITE_THEMES)[number], MessageId> = { light: "catalogue.bosThemeLight", dark: "catalogue.bosThemeDark" };
const ALIGNMENT_LABELS: Record<(typeof NAV_ALIGNMENTS)[number], MessageId> = { left: "catalogue.bosAlignLeft", center: "catalogue.bosAlignCenter", right: "catalogue.bosAlignRight" };
// Only the fonts the shop serves itself, so a new website looks the same on every device;
// Website Settings takes any other font list.
const FONTS = SERVED_FONTS.map((font) => ({ value: font.stack, label: font.family }));

export default function BosCreateWebsiteBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const [created, setCreated] = useState<CreatedWebsite | null>(null);
  if (created) {
    const address = (chunks: ReactNode[]) => <span className="bos-address">{chunks}</span>;
    return (
      <BosPage title={t("catalogue.bosReadyTitle")}>
        <WebsiteReady url={created.url}>
          <p>
            <Message id="catalogue.bosCreated" values={{ name: created.website.name, b: (chunks) => <strong>{chunks}</strong> }} />
          </p>
          <p>
            <Message id="catalogue.bosAnswersAt" values={{ url: created.url, address }} />
          </p>
          {created.website.pending_domains.map((domain) => (
            <p key={domain}>
              <Message id="catalogue.bosPendingDomain" values={{ domain, address }} />
            </p>
          ))}
        </WebsiteReady>
        <Link className="bos-link" to="/auth/bos/choose">
          {t("catalogue.bosSeeAll")}
        </Link>
      </BosPage>
    );
  }
  return (
    <BosPage title={data.title || t("catalogue.bosCreateTitle")} intro={<p>{t("catalogue.bosCreateIntro")}</p>}>
      <CreateForm onCreated={setCreated} />
    </BosPage>
  );
}

/** 409 (address taken) carries its field like a 422 does; both go under their fields. */
function placeCreateErrors(form: FormApi<WebsiteFormValues>, error: unknown): string | null {
  if (error instanceof ApiError && error.status === 409 && form.showErrors(error.fieldErrors)) return null;
  return placeServerErrors(form, error, "create website");
}

function CreateForm({ onCreated }: { onCreated(created: CreatedWebsite): void }) {
  const t = useT();
  const hydrated = useHydrated();
  const expired = useSessionExpired();
  const [alert, setAlert] = useState<string | null>(null);
  const rules = useMemo(() => websiteRules(t), [t]);
  const options = useMemo(
    () => ({
      addressKinds: ADDRESS_KINDS.map((kind) => ({ value: kind.value, label: t(kind.label) })),
      themes: WEBSITE_THEMES.map((theme) => ({ value: theme, label: t(THEME_LABELS[theme]) })),
      alignments: NAV_ALIGNMENTS.map((alignment) => ({ value: alignment, label: t(ALIGNMENT_LABELS[alignment]) })),
    }),
    [t],
  );
  return (
    <Form<WebsiteFormValues>
      className="account-card"
      aria-label={t("catalogue.bosNewWebsite")}
      initialValues={NEW_WEBSITE}
      rules={rules}
      onSubmit={async (values, form) => {
        setAlert(null);
        try {
          onCreated(await createWebsite(websiteBody(values)));
        } catch (error) {
          if (!expired(error)) setAlert(placeCreateErrors(form, error));
        }
      }}
    >
      {(form) => {
        // Read in the browser only: the server renders the form without knowing the address bar.
        const preview = hydrated ? addressPreview(form.values.subdomain, location) : null;
        return (
          <>
            <Field name="name">
              <TextInput maxLength={WEBSITE_NAME_MAX} readOnly={!hydrated} />
            </Field>
            <Field name="description" hint={t("catalogue.bosDescriptionHint")}>
              <TextInput type="textarea" rows={3} maxLength={WEBSITE_DESCRIPTION_MAX} readOnly={!hydrated} />
            </Field>
            <Field name="address" label={t("catalogue.bosAddress")}>
              <SelectInput options={options.addressKinds} disabled={!hydrated} />
            </Field>
            {form.values.address === "subdomain" ? (
              <Field
                name="subdomain"
                hint={preview ? <Message id="catalogue.bosAddressPreview" values={{ address: <output className="bos-address">{preview}</output> }} /> : t("catalogue.bosSubdomainHint")}
              >
                <TextInput maxLength={SUBDOMAIN_MAX} autoComplete="off" placeholder={t("catalogue.bosSubdomainPlaceholder")} readOnly={!hydrated} />
              </Field>
            ) : (
              <Field name="domain" hint={t("catalogue.bosDomainHint")}>
                <TextInput maxLength={253} autoComplete="off" placeholder={t("catalogue.bosDomainPlaceholder")} readOnly={!hydrated} />
              </Field>
            )}
            <div className="bos-row">
              <Field name="theme">
                <SelectInput options={options.themes} disabled={!hydrated} />
              </Field>
              <Field name="font_family">
                <SelectInput options={FONTS} disabled={!hydrated} />
              </Field>
              <Field name="nav_alignment">
                <SelectInput options={options.alignments} disabled={!hydrated} />
              </Field>
            </div>
            {alert ? (
              <p className="bos-alert" role="alert">
                {alert}
              </p>
            ) : null}
            <div className="bos-actions">
              <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting} disabled={!hydrated}>
                {t("catalogue.bosCreateWebsite")}
              </BusyButton>
              <Link className="bos-link" to="/auth/bos/choose">
                {t("catalogue.bosChooseExisting")}
              </Link>
            </div>
          </>
        );
      }}
    </Form>
  );
}
