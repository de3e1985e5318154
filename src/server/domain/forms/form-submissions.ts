// Stores what visitors send through `form` blocks, one website's submissions apart from
// another's, behind a per-IP rate limit (ADR 0013).
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { FormSubmitAnswer, FormSubmitBody } from "../../../shared/api/forms";
import { FORM_SUCCESS_DEFAULT } from "../../../shared/form-fields";
import { Refusal, notFound } from "../refusal";
import { ServerText, text } from "../server-text";
import type { ValidationText } from "../../../shared/field-rules";
import { findPage } from "../pages/find-page";
import { speakPage } from "../pages/page-texts";
import type { Lang } from "../../../shared/i18n/languages";
import type { RateLimit, RateLimiter } from "../rate-limit/rate-limiter";
import { findForm } from "./find-form";
import { readFormValues } from "./read-form-values";

export interface Sender {
  ip: string;
  userAgent: string;
}

const USER_AGENT_MAX = 500;

/**
 * The validators' messages in English, each remembered with its id and values, so the refusal
 * is said in the visitor's language (issue 35). A value that is itself such a message (the
 * default label "This field") is said in that language too.
 */
function validationTexts(): { text: ValidationText; texts: Map<string, ServerText> } {
  const texts = new Map<string, ServerText>();
  const byId: ValidationText = (id, values = {}) => {
    const made = new ServerText(id, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, (typeof value === "string" && texts.get(value)) || value])));
    const words = String(made);
    texts.set(words, made);
    return words;
  };
  return { text: byId, texts };
}

export function createFormSubmissions(db: Db, limiter: RateLimiter, limit: RateLimit) {
  return {
    /**
     * Counts one submission attempt from this IP on this website; 429 with Retry-After when
     * there have been too many. Called before anything is judged, so every try counts.
     */
    async countAttempt(websiteId: number, ip: string): Promise<void> {
      const decision = await limiter.hit(`form:${websiteId}:${ip}`, limit);
      if (decision.allowed) return;
      const minutes = Math.ceil(decision.retryAfterSeconds / 60);
      throw new Refusal("too-many", text("server.formTooMany", { minutes }), undefined, decision.retryAfterSeconds);
    },

    /**
     * Validates against the stored form and stores the submission with its files, all or nothing.
     * The form's own words (its messages, labels and thanks) are the sender's language's (ADR 0086).
     */
    async submit(websiteId: number, body: FormSubmitBody, sender: Sender, lang: Lang = "en"): Promise<FormSubmitAnswer> {
      const page = await findPage(db, websiteId, body.path);
      const form = findForm(speakPage(page.doc, lang), body.form_id);
      if (!form) throw notFound("This form does not exist");
      const { text: byId, texts } = validationTexts();
      const { values, files, errors } = readFormValues(form.fields, body.values, byId);
      const said = Object.fromEntries(Object.entries(errors).map(([field, words]) => [field, texts.get(words) ?? words]));
      const first = Object.values(said)[0];
      if (first) throw new Refusal("invalid", first, said);

      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.formSubmissions)
          .values({
            websiteId,
            path: page.path,
            formId: form.formId,
            values,
            ip: sender.ip,
            userAgent: sender.userAgent.slice(0, USER_AGENT_MAX),
          })
          .returning({ id: t.formSubmissions.id });
        if (files.length) await tx.insert(t.formSubmissionFiles).values(files.map((f) => ({ submissionId: row!.id, ...f })));
      });
      return { ok: true, message: form.successMessage ?? FORM_SUCCESS_DEFAULT };
    },
  };
}
export type FormSubmissions = ReturnType<typeof createFormSubmissions>;
