// A website's analytics and error-reporting keys (§9, issue 9, ADR 0029): stored in
// websites.integrations, judged by schemas/site/integrations.json, sent to the shop in the init
// answer, and turned into the origins the website's Content-Security-Policy must allow.
import { readFileSync } from "node:fs";
import type { ErrorObject, ValidateFunction } from "ajv";
import { eq } from "drizzle-orm";
import { createSchemaAjv } from "../../../../schemas/schema-ajv";
import { DEFAULT_POSTHOG_API_HOST, NO_INTEGRATIONS, type IntegrationSettings, type PublicIntegrations } from "../../../shared/api/integrations";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import type { WebsiteFinder } from "./find-website";
import { fromRepositoryRoot } from "../../repository-root";

export const INTEGRATIONS_INVALID = "Some analytics or error-reporting settings need fixing before they can be saved";
const FIELDS = ["posthog_key", "posthog_api_host", "sentry_dsn"] as const;

/** Owner-facing messages keyed by JSON pointer ("/sentry_dsn"). */
export type IntegrationErrors = Record<string, string>;

let compiled: ValidateFunction | null = null;
function validator(): ValidateFunction {
  if (!compiled) {
    const schema = JSON.parse(readFileSync(fromRepositoryRoot("schemas/site/integrations.json"), "utf8")) as object;
    compiled = createSchemaAjv().compile(schema);
  }
  return compiled;
}

/** Where an error points: a missing or unexpected property is named under its object. */
function pointer(error: ErrorObject): string {
  const inner = (error.keyword === "errorMessage" ? (error.params as { errors?: ErrorObject[] }).errors?.[0] : error) ?? error;
  const params = inner.params as { missingProperty?: string; additionalProperty?: string; property?: string };
  // dependentRequired names the field that was given without the one it needs: the message is
  // about the missing one.
  const child = params.missingProperty ?? params.additionalProperty;
  const path = error.instancePath + (child !== undefined ? `/${child.replace(/~/g, "~0").replace(/\//g, "~1")}` : "");
  return path || "/";
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A pasted key often carries spaces or a line break: the known fields are trimmed, and an empty
 * one counts as left out. Anything else is left for the schema to judge.
 */
export function normaliseIntegrations(sent: unknown): unknown {
  if (!isObject(sent)) return sent;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sent)) {
    const known = (FIELDS as readonly string[]).includes(key);
    const text = known && typeof value === "string" ? value.trim() : value;
    if (known && text === "") continue;
    out[key] = text;
  }
  return out;
}

/** The document's problems, or null when it may be saved. */
export function validateIntegrations(doc: unknown): IntegrationErrors | null {
  const validate = validator();
  if (validate(doc)) return null;
  const errors: IntegrationErrors = {};
  for (const error of validate.errors ?? []) errors[pointer(error)] ??= error.message ?? "This value is not valid";
  return errors;
}

/** The stored settings, or {} for none; a stored value the schema would refuse is left out. */
export function storedIntegrations(stored: unknown): IntegrationSettings {
  if (!isObject(stored)) return {};
  const errors = validateIntegrations(stored) ?? {};
  const doc: IntegrationSettings = {};
  for (const field of FIELDS) {
    const value = stored[field];
    if (typeof value === "string" && !(`/${field}` in errors)) doc[field] = value;
  }
  return doc;
}

/** What the shop receives: each vendor's public keys, or null when the website has not set them. */
export function publicIntegrations(stored: unknown): PublicIntegrations {
  const doc = storedIntegrations(stored);
  if (!doc.posthog_key && !doc.sentry_dsn) return NO_INTEGRATIONS;
  return {
    posthog: doc.posthog_key ? { key: doc.posthog_key, api_host: doc.posthog_api_host ?? DEFAULT_POSTHOG_API_HOST } : null,
    sentry: doc.sentry_dsn ? { dsn: doc.sentry_dsn } : null,
  };
}

/** The origins a website's pages must be allowed to reach, for its Content-Security-Policy. */
export interface IntegrationOrigins {
  script: string[];
  connect: string[];
}

/**
 * The hosts the SDKs talk to. Both are bundled with the shop and load no script of their own
 * (PostHog's no-external build, ADR 0029), so only connections are needed: PostHog's address
 * and the Sentry DSN's host (where events, traces and replays are sent).
 */
export function integrationOrigins(stored: unknown): IntegrationOrigins {
  const { posthog, sentry } = publicIntegrations(stored);
  const connect = new Set<string>();
  if (posthog) connect.add(new URL(posthog.api_host).origin);
  if (sentry) connect.add(new URL(sentry.dsn).origin);
  return { script: [], connect: [...connect] };
}

export function createIntegrationsStore(db: Db, websites: WebsiteFinder) {
  return {
    async read(websiteId: number): Promise<IntegrationSettings> {
      const [web] = await db.select({ integrations: t.websites.integrations }).from(t.websites).where(eq(t.websites.id, websiteId)).limit(1);
      if (!web) throw notFound("There is no such website");
      return storedIntegrations(web.integrations);
    },

    /** Replaces the settings with a document; 422 with messages keyed by JSON pointer when it is not valid. */
    async save(websiteId: number, sent: unknown): Promise<IntegrationSettings> {
      const doc = normaliseIntegrations(sent);
      const errors = validateIntegrations(doc);
      if (errors) throw new Refusal("invalid", `${INTEGRATIONS_INVALID}: ${Object.values(errors)[0]}`, errors);
      const settings = doc as IntegrationSettings;
      const stored = Object.keys(settings).length ? (settings as Record<string, string>) : null;
      const updated = await db.update(t.websites).set({ integrations: stored }).where(eq(t.websites.id, websiteId)).returning({ id: t.websites.id });
      if (!updated.length) throw notFound("There is no such website");
      // The init answer and the served page read the website through the cache.
      websites.forget(websiteId);
      return storedIntegrations(stored);
    },
  };
}
export type IntegrationsStore = ReturnType<typeof createIntegrationsStore>;
