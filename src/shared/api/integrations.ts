// A website's analytics and error-reporting keys (§9, issue 9, ADR 0029): the document the page
// builder reads and saves (judged on the server by schemas/site/integrations.json), and what the
// shop receives of it in the init answer. Only the vendors' public client keys are kept here;
// nothing in this document is secret. Paths are below /s.
import * as z from "zod/mini";

/**
 * GET: the ACTIVE website's IntegrationsAnswer. PUT: replace the settings with a whole
 * IntegrationSettings document (a field left out is cleared); answers the saved
 * IntegrationsAnswer, and the live shop's next page uses it. 401 signed out; 403 when the user is
 * not an admin of the active website (nor a superadmin); 422 {message, errors} for an invalid
 * document, errors keyed by JSON pointer ("/sentry_dsn").
 */
export const ADMIN_INTEGRATIONS_PATH = "/api/admin/integrations";

/** PostHog's own ingestion address for US projects, used when the owner names none. */
export const DEFAULT_POSTHOG_API_HOST = "https://us.i.posthog.com";

/** The stored document; every field optional. */
export interface IntegrationSettings {
  /** A PostHog project API key (phc_…). */
  posthog_key?: string;
  /** The https origin PostHog events go to; DEFAULT_POSTHOG_API_HOST when left out. */
  posthog_api_host?: string;
  /** A Sentry DSN with its public key only: https://<key>@<host>/<project id>. */
  sentry_dsn?: string;
}

export const integrationSettingsSchema = z.strictObject({
  posthog_key: z.optional(z.string()),
  posthog_api_host: z.optional(z.string()),
  sentry_dsn: z.optional(z.string()),
});

/** GET/PUT ADMIN_INTEGRATIONS_PATH answer. */
export interface IntegrationsAnswer {
  website_id: number;
  integrations: IntegrationSettings;
}

export const integrationsAnswerSchema = z.strictObject({
  website_id: z.int(),
  integrations: integrationSettingsSchema,
});

const httpsUrl = z.string().check(z.regex(/^https:\/\/[^\s/]+/));

/**
 * What the shop gets in the init answer (`integrations`): each vendor's public keys, or null when
 * the website has not configured it; with both null the shop loads no third-party code at all.
 */
export const publicIntegrationsSchema = z.strictObject({
  posthog: z.nullable(z.strictObject({ key: z.string().check(z.minLength(1)), api_host: httpsUrl })),
  sentry: z.nullable(z.strictObject({ dsn: httpsUrl })),
});
export type PublicIntegrations = z.infer<typeof publicIntegrationsSchema>;

export const NO_INTEGRATIONS: PublicIntegrations = { posthog: null, sentry: null };
