// "Analytics and error reporting" on the settings screen (§9, ADR 0029): the active website's
// PostHog key and address and its Sentry DSN, judged as the owner types by the compiled
// integrations schema (the one the server saves with), and saved on their own — they are not
// part of the settings document, nor of its draft and preview.
import validateIntegrations from "../../../schemas/compiled/site/integrations.js";
import { schema as integrationsSchema } from "../../../schemas/compiled/site/integrations.schema";
import { ApiError } from "../../client/api/http-client";
import { BusyButton } from "../../client/ui/busy-button";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { TextInput } from "../../client/ui/form/text-input";
import { toast } from "../../client/ui/toast";
import type { FieldRules } from "../../shared/field-rules";
import type { IntegrationSettings } from "../../shared/api/integrations";
import { userMessage } from "../../shared/error-message";
import { LoadFailure } from "../../tool-shell/load-failure";
import { useLoaded } from "../../tool-shell/use-loaded";
import { fetchIntegrations, saveIntegrations } from "../api/integrations-api";
import { errorsByPointer } from "../schema-form/validation-errors";

export const INTEGRATIONS_TITLE = integrationsSchema.title;
export const INTEGRATIONS_SAVED = "Analytics and error reporting saved. The shop uses them from its next page load.";

type FieldName = keyof typeof integrationsSchema.properties;
const FIELDS = Object.keys(integrationsSchema.properties) as FieldName[];
type Values = Record<FieldName, string>;

const valuesOf = (settings: IntegrationSettings): Values => Object.fromEntries(FIELDS.map((name) => [name, settings[name] ?? ""])) as Values;

/** What is sent: each value trimmed, an empty one left out (as the server reads it too). */
export function documentOf(values: Partial<Values>): IntegrationSettings {
  const doc: IntegrationSettings = {};
  for (const name of FIELDS) {
    const text = values[name]?.trim();
    if (text) doc[name] = text;
  }
  return doc;
}

/** The schema's message for each field, keyed by field name. */
export function integrationErrors(values: Partial<Values>): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (validateIntegrations(documentOf(values))) return errors;
  const label = (pointer: string) => integrationsSchema.properties[pointer.slice(1) as FieldName]?.title ?? "This setting";
  for (const [pointer, message] of Object.entries(errorsByPointer(validateIntegrations.errors, label))) {
    // An address without its key is reported on the document; it is the key that is missing.
    const name = (pointer === "" ? "posthog_key" : pointer.slice(1)) as FieldName;
    if (FIELDS.includes(name)) errors[name] ??= message;
  }
  return errors;
}

const RULES: FieldRules<Values> = Object.fromEntries(
  FIELDS.map((name) => [name, { label: integrationsSchema.properties[name].title, validator: (_value: string, values: Partial<Values>) => integrationErrors(values)[name] ?? null }]),
) as FieldRules<Values>;

export function IntegrationsSection() {
  const integrations = useLoaded("integrations", (signal) => fetchIntegrations({ signal }).then((answer) => answer.integrations));

  return (
    <section id="settings-integrations" className="builder-section" aria-labelledby="settings-integrations-title">
      <h2 id="settings-integrations-title">{INTEGRATIONS_TITLE}</h2>
      <p className="field-hint">
        Page views go to PostHog and errors to Sentry only when their keys are set here; with none, the shop sends nothing to anyone else. These keys are public: every visitor&apos;s browser receives
        them.
      </p>
      {integrations.error ? (
        <LoadFailure message={integrations.error} onRetry={integrations.reload} />
      ) : integrations.data ? (
        <IntegrationsForm key={JSON.stringify(integrations.data)} settings={integrations.data} onSaved={integrations.setData} />
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}

function IntegrationsForm({ settings, onSaved }: { settings: IntegrationSettings; onSaved: (settings: IntegrationSettings) => void }) {
  const initial = valuesOf(settings);
  return (
    <Form
      initialValues={initial}
      rules={RULES}
      aria-label={INTEGRATIONS_TITLE}
      className="builder-integrations"
      onSubmit={async (values, form) => {
        try {
          const answer = await saveIntegrations(documentOf(values));
          toast.success(INTEGRATIONS_SAVED);
          onSaved(answer.integrations);
        } catch (error) {
          if (error instanceof ApiError && error.status === 422) {
            form.showErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([pointer, message]) => [pointer.replace(/^\//, ""), message])));
          }
          toast.error(userMessage(error));
        }
      }}
    >
      {(form) => (
        <>
          {FIELDS.map((name) => {
            const node = integrationsSchema.properties[name];
            return (
              <Field key={name} name={name} hint={node["x-help"]}>
                <TextInput placeholder={node["x-placeholder"]} autoComplete="off" />
              </Field>
            );
          })}
          <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting} disabled={FIELDS.every((name) => form.values[name] === initial[name])}>
            Save analytics and error reporting
          </BusyButton>
        </>
      )}
    </Form>
  );
}
