// Stores what visitors send through `form` blocks, one website's submissions apart from
// another's, behind a per-IP rate limit (ADR 0013).
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { FormSubmitAnswer, FormSubmitBody } from "../../../shared/api/forms";
import { FORM_SUCCESS_DEFAULT } from "../../../shared/form-fields";
import { Refusal, notFound } from "../refusal";
import { findPage } from "../pages/find-page";
import type { RateLimit, RateLimiter } from "../rate-limit/rate-limiter";
import { findForm } from "./find-form";
import { readFormValues } from "./read-form-values";

export interface Sender {
  ip: string;
  userAgent: string;
}

const USER_AGENT_MAX = 500;

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
      throw new Refusal("too-many", `You have sent this form too many times. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, undefined, decision.retryAfterSeconds);
    },

    /** Validates against the stored form and stores the submission with its files, all or nothing. */
    async submit(websiteId: number, body: FormSubmitBody, sender: Sender): Promise<FormSubmitAnswer> {
      const page = await findPage(db, websiteId, body.path);
      const form = findForm(page.doc, body.form_id);
      if (!form) throw notFound("This form does not exist");
      const { values, files, errors } = readFormValues(form.fields, body.values);
      const first = Object.values(errors)[0];
      if (first) throw new Refusal("invalid", first, errors);

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
