// The Payments screen (ADR 0055): which ways to pay are on and in what order, and the website's
// Razorpay and Cashfree keys. Secrets are never shown: a stored one appears as "•••• last 4" in
// its field's hint, and a blank field keeps it. "Check keys" asks the provider whether the keys
// typed (or stored) work; the webhook address to paste into each provider's dashboard is shown.
import { useState } from "react";
import type { LoaderFunctionArgs } from "react-router";
import { ApiError } from "../../client/api/http-client";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { SelectInput } from "../../client/ui/form/select-input";
import { TextInput } from "../../client/ui/form/text-input";
import type { FormApi } from "../../client/ui/form/use-form";
import { toast } from "../../client/ui/toast";
import { userMessage } from "../../shared/error-message";
import type { CashfreeMode, KeyCheckAnswer, KeyCheckBody, PaymentKeysAnswer, PaymentKeysBody } from "../../shared/api/admin-payments";
import { PAYMENT_METHODS, type PaymentMethod } from "../../shared/api/checkout";
import type { FieldRules } from "../../shared/field-rules";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { FormActions } from "../parts/form-actions";
import { paymentsApi } from "./payments-api";
import "../parts/admin-parts.css";
import "./payments.css";

const NAMES: Record<PaymentMethod, string> = { cod: "Cash on delivery", razorpay: "Razorpay", cashfree: "Cashfree" };

interface Values {
  /** Every method in the order shoppers see them; `on` says which are offered. */
  order: PaymentMethod[];
  on: PaymentMethod[];
  razorpay_key_id: string;
  razorpay_key_secret: string;
  razorpay_webhook_secret: string;
  cashfree_client_id: string;
  cashfree_client_secret: string;
  cashfree_mode: CashfreeMode;
}

const RULES: FieldRules<Values> = {
  razorpay_key_id: { label: "Key id" },
  razorpay_key_secret: { label: "Key secret", type: "password" },
  razorpay_webhook_secret: { label: "Webhook secret", type: "password" },
  cashfree_client_id: { label: "App id" },
  cashfree_client_secret: { label: "Secret key", type: "password" },
  cashfree_mode: { label: "Mode", type: "select" },
};

const valuesOf = (a: PaymentKeysAnswer): Values => ({
  order: [...a.methods, ...PAYMENT_METHODS.filter((m) => !a.methods.includes(m))],
  on: a.methods,
  razorpay_key_id: a.razorpay.key_id,
  razorpay_key_secret: "",
  razorpay_webhook_secret: "",
  cashfree_client_id: a.cashfree.client_id,
  cashfree_client_secret: "",
  cashfree_mode: a.cashfree.mode,
});

const bodyOf = (v: Values): PaymentKeysBody => ({
  methods: v.order.filter((m) => v.on.includes(m)),
  razorpay: { key_id: v.razorpay_key_id, key_secret: v.razorpay_key_secret, webhook_secret: v.razorpay_webhook_secret },
  cashfree: { client_id: v.cashfree_client_id, client_secret: v.cashfree_client_secret, mode: v.cashfree_mode },
});

/** The server names fields as "razorpay.key_secret"; the form's are "razorpay_key_secret". */
const formErrors = (errors: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.startsWith("methods") ? "order" : key.replace(".", "_"), message]));

const storedHint = (stored: string | null, what: string) => (stored ? `Stored: ${stored}. Leave blank to keep it.` : `No ${what} stored yet.`);

function Methods({ form }: { form: FormApi<Values> }) {
  const { order, on } = form.values;
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    form.setValue("order", next);
  };
  const error = form.errors.order;
  return (
    <fieldset className="payments-card" aria-describedby={error ? "payments-methods-error" : undefined}>
      <legend>Ways to pay, in the order shoppers see them</legend>
      <ul className="payments-methods">
        {order.map((method, index) => (
          <li key={method}>
            <label>
              <input type="checkbox" checked={on.includes(method)} onChange={(e) => form.setValue("on", e.target.checked ? [...on, method] : on.filter((m) => m !== method))} />
              {NAMES[method]}
            </label>
            <button type="button" className="ui-button ui-button-secondary" aria-label={`Move ${NAMES[method]} up`} disabled={index === 0} onClick={() => move(index, -1)}>
              ↑
            </button>
            <button type="button" className="ui-button ui-button-secondary" aria-label={`Move ${NAMES[method]} down`} disabled={index === order.length - 1} onClick={() => move(index, 1)}>
              ↓
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="payments-methods-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CheckKeys({ provider, body }: { provider: string; body: () => KeyCheckBody }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<KeyCheckAnswer | null>(null);
  const run = async () => {
    setBusy(true);
    setResult(null);
    try {
      setResult(await paymentsApi.check(body()));
    } catch (error) {
      setResult({ ok: false, message: userMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button type="button" className="ui-button ui-button-secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => void run()}>
        {busy ? "Checking..." : `Check ${provider} keys`}
      </button>
      <p role="status" className={result ? (result.ok ? "payments-check-ok" : "payments-check-failed") : undefined}>
        {result ? `${result.ok ? "✓" : "✗"} ${result.message}` : ""}
      </p>
    </div>
  );
}

function Webhook({ url, events }: { url: string; events: string }) {
  return (
    <p>
      Webhook address for the dashboard ({events}):
      <br />
      <code className="payments-webhook">{url}</code>
    </p>
  );
}

function PaymentsForm({ answer, onSaved }: { answer: PaymentKeysAnswer; onSaved: (next: PaymentKeysAnswer) => void }) {
  return (
    <Form
      aria-label="Payment settings"
      className="catalogue-form"
      initialValues={valuesOf(answer)}
      rules={RULES}
      onSubmit={async (values, form) => {
        try {
          onSaved(await paymentsApi.save(bodyOf(values)));
          toast.success("Payment settings saved");
        } catch (error) {
          // Not showSaveError: its field names stop at the first dot, and these are nested.
          if (error instanceof ApiError && form.showErrors(formErrors(error.fieldErrors))) return;
          toast.error(userMessage(error));
        }
      }}
    >
      {(form) => (
        <>
          <Methods form={form} />
          <div className="payments-providers">
            <section className="payments-card" aria-labelledby="payments-razorpay">
              <h2 id="payments-razorpay">Razorpay</h2>
              <Field name="razorpay_key_id" hint="rzp_live_… or rzp_test_…, from Razorpay's dashboard (Account & Settings → API keys). Empty it to remove Razorpay's keys." />
              <Field name="razorpay_key_secret" hint={storedHint(answer.razorpay.key_secret, "key secret")}>
                <TextInput type="password" autoComplete="off" />
              </Field>
              <Field name="razorpay_webhook_secret" hint={storedHint(answer.razorpay.webhook_secret, "webhook secret")}>
                <TextInput type="password" autoComplete="off" />
              </Field>
              <Webhook url={answer.webhook_urls.razorpay} events="payment.authorized, payment.captured, payment.failed, order.paid, with the same webhook secret" />
              <CheckKeys provider="Razorpay" body={() => ({ razorpay: { key_id: form.values.razorpay_key_id, key_secret: form.values.razorpay_key_secret } })} />
            </section>
            <section className="payments-card" aria-labelledby="payments-cashfree">
              <h2 id="payments-cashfree">Cashfree</h2>
              <Field name="cashfree_client_id" hint="From Cashfree's dashboard (Developers → API keys). Empty it to remove Cashfree's keys." />
              <Field name="cashfree_client_secret" hint={storedHint(answer.cashfree.client_secret, "secret key")}>
                <TextInput type="password" autoComplete="off" />
              </Field>
              <Field name="cashfree_mode">
                <SelectInput
                  options={[
                    { value: "production", label: "Production (live keys)" },
                    { value: "sandbox", label: "Sandbox (test keys)" },
                  ]}
                />
              </Field>
              <Webhook url={answer.webhook_urls.cashfree} events="payment success, failed and user dropped" />
              <CheckKeys
                provider="Cashfree"
                body={() => ({ cashfree: { client_id: form.values.cashfree_client_id, client_secret: form.values.cashfree_client_secret, mode: form.values.cashfree_mode } })}
              />
            </section>
          </div>
          <FormActions isSubmitting={form.isSubmitting}>{form.isSubmitting ? "Saving..." : "Save"}</FormActions>
        </>
      )}
    </Form>
  );
}

const loader = ({ request }: LoaderFunctionArgs) => paymentsApi.read(request.signal);

export function PaymentsScreen() {
  const { data, setData } = useScreenData<typeof loader>();
  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="payments-title">
      <h1 id="payments-title">Payments</h1>
      {data.secrets_key_set ? null : <p className="payments-note">This server has no SECRETS_KEY, so it cannot store payment keys. Ways to pay can still be turned on and ordered.</p>}
      {data.sandbox_stands_in ? <p>Until a provider&apos;s keys are saved, the built-in test sandbox takes its payments (no money moves).</p> : null}
      <PaymentsForm
        // A saved answer starts the form again from what is stored, with the secret fields blank.
        key={JSON.stringify(data)}
        answer={data}
        onSaved={setData}
      />
    </section>
  );
}

export const route: ScreenRoute = { Component: PaymentsScreen, loader };
