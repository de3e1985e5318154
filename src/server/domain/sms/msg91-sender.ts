// MSG91's Flow API (POST /api/v5/flow, the key in the `authkey` header): a registered template
// (the sign-in code's unless the message names its own), the values of its ##variables## per
// recipient, numbers with the country code, and `unicode: 1` for a text in another script than
// English's (Hindi), as MSG91's Flow API documents it.
// It answers {"type":"success","message":<request id>} or {"type":"error","message":<why>}.
import { callProvider, isRecord, str, ProviderError, type FetchLike } from "../../lib/provider-http";
import type { SmsSender } from "./sms-sender";

export interface Msg91Settings {
  authKey: string;
  templateId: string;
  /** https://control.msg91.com, or a proxy in front of it. */
  apiUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

export function createMsg91Sender(settings: Msg91Settings): SmsSender {
  const http = { baseUrl: settings.apiUrl, fetch: settings.fetch ?? fetch, timeoutMs: settings.timeoutMs ?? 10_000 };
  return {
    kind: "msg91",
    async send(phone, { values, templateId, unicode }) {
      const answer = await callProvider(
        http,
        "MSG91",
        "POST",
        "/api/v5/flow",
        { authkey: settings.authKey },
        {
          template_id: templateId ?? settings.templateId,
          short_url: "0",
          recipients: [{ mobiles: `91${phone}`, ...values }],
          // Texts in Hindi (Devanagari) go as Unicode: the Flow API's `unicode` is 1 for them.
          ...(unicode ? { unicode: 1 } : {}),
        },
      );
      const body = isRecord(answer.body) ? answer.body : {};
      if (answer.status >= 200 && answer.status < 300 && body.type === "success") return;
      // MSG91's own words say what to fix (a wrong key, an unapproved template); they hold no secret.
      const why = str(body.message)?.slice(0, 200) ?? `status ${answer.status}`;
      throw new ProviderError(`MSG91 did not take the message: ${why}`, answer.status);
    },
  };
}
