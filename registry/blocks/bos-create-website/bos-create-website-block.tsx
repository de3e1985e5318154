// /auth/bos/create (§2, sign-in; ADR 0023, ADR 0025): a business owner creates a website —
// name, description, a subdomain (its address shown as it is typed) or a domain of their own,
// theme, font and navigation alignment — and becomes its admin. The new website is at once the
// one the admin tools act on, so the confirmation leads to its settings and to its shop.
import { useState } from "react";
import { Link } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/bos-create-website.schema";
import { NAV_ALIGNMENTS, SUBDOMAIN_MAX, WEBSITE_DESCRIPTION_MAX, WEBSITE_NAME_MAX, WEBSITE_THEMES, type CreatedWebsite } from "../../../src/shared/api/websites";
import { SERVED_FONTS } from "../../../src/shared/served-fonts";
import { ApiError } from "../../../src/client/api/http-client";
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
import { NEW_WEBSITE, WEBSITE_RULES, websiteBody, type WebsiteFormValues } from "./website-form";
import { WebsiteReady } from "./website-ready";

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const ADDRESS_KINDS = [
  { value: "subdomain", label: "A subdomain of this shop server" },
  { value: "domain", label: "A domain of my own" },
];
const THEMES = WEBSITE_THEMES.map((theme) => ({ value: theme, label: capitalised(theme) }));
const ALIGNMENTS = NAV_ALIGNMENTS.map((alignment) => ({ value: alignment, label: capitalised(alignment) }));
// Only the fonts the shop serves itself, so a new website looks the same on every device;
// Website Settings takes any other font list.
const FONTS = SERVED_FONTS.map((font) => ({ value: font.stack, label: font.family }));

export default function BosCreateWebsiteBlock({ data }: BlockProps<Shape>) {
  const [created, setCreated] = useState<CreatedWebsite | null>(null);
  if (created) {
    return (
      <BosPage title="Your website is ready">
        <WebsiteReady url={created.url}>
          <p>
            <strong>{created.website.name}</strong> is created, and you are its admin.
          </p>
          <p>
            It answers at <span className="bos-address">{created.url}</span>. Website Settings now edits it.
          </p>
          {created.website.pending_domains.map((domain) => (
            <p key={domain}>
              <span className="bos-address">{domain}</span> needs verification before the shop is served there: Website Settings, under Domains, shows how to prove it is yours (a DNS TXT record or a
              file) and has a Verify button.
            </p>
          ))}
        </WebsiteReady>
        <Link className="bos-link" to="/auth/bos/choose">
          See all your websites
        </Link>
      </BosPage>
    );
  }
  return (
    <BosPage title={data.title || "Create a Website"} intro={<p>Your shop gets its own address, starter pages, navigation and footer. You can change everything later in Website Settings.</p>}>
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
  const hydrated = useHydrated();
  const expired = useSessionExpired();
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <Form<WebsiteFormValues>
      className="account-card"
      aria-label="New website"
      initialValues={NEW_WEBSITE}
      rules={WEBSITE_RULES}
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
            <Field name="description" hint="Optional. Shown in the footer and to search engines.">
              <TextInput type="textarea" rows={3} maxLength={WEBSITE_DESCRIPTION_MAX} readOnly={!hydrated} />
            </Field>
            <Field name="address" label="Address">
              <SelectInput options={ADDRESS_KINDS} disabled={!hydrated} />
            </Field>
            {form.values.address === "subdomain" ? (
              <Field
                name="subdomain"
                hint={
                  preview ? (
                    <>
                      Your website&apos;s address: <output className="bos-address">{preview}</output>
                    </>
                  ) : (
                    "Lower-case letters, digits and hyphens, for example my-shop."
                  )
                }
              >
                <TextInput maxLength={SUBDOMAIN_MAX} autoComplete="off" placeholder="my-shop" readOnly={!hydrated} />
              </Field>
            ) : (
              <Field name="domain" hint="Written like shop.example.com. It is served once you prove it is yours (Website Settings shows how); until then the website answers at a .localhost address.">
                <TextInput maxLength={253} autoComplete="off" placeholder="shop.example.com" readOnly={!hydrated} />
              </Field>
            )}
            <div className="bos-row">
              <Field name="theme">
                <SelectInput options={THEMES} disabled={!hydrated} />
              </Field>
              <Field name="font_family">
                <SelectInput options={FONTS} disabled={!hydrated} />
              </Field>
              <Field name="nav_alignment">
                <SelectInput options={ALIGNMENTS} disabled={!hydrated} />
              </Field>
            </div>
            {alert ? (
              <p className="bos-alert" role="alert">
                {alert}
              </p>
            ) : null}
            <div className="bos-actions">
              <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting} disabled={!hydrated}>
                Create website
              </BusyButton>
              <Link className="bos-link" to="/auth/bos/choose">
                Choose an existing website
              </Link>
            </div>
          </>
        );
      }}
    </Form>
  );
}
