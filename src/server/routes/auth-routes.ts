// Phone sign-in (ADR 0016): POST /s/api/auth/otp sends a code, /verify checks it (a known phone
// is signed in, a new one may register), /register creates the account for the verified phone.
import type { FastifyInstance } from "fastify";
import { otpRequestBody, otpVerifyBody, registerBody, type OtpAnswer, type RegisterAnswer, type VerifyAnswer } from "../../shared/api/auth";
import { HttpError, statusOf, unauthorized } from "../http/http-error";
import { Refusal } from "../domain/refusal";
import { text } from "../domain/server-text";
import { parseInput } from "../http/parse-input";
import { answerIntl } from "../http/server-messages";
import { signIn } from "../http/sign-in";
import { SmsNotConfiguredError } from "../domain/sms/sms-sender";
import { ProviderError } from "../lib/provider-http";
import type { RouteOptions } from "./route-options";

/** How long a verified phone may take to finish registering. */
export const REGISTER_WITHIN_MS = 15 * 60_000;

const masked = (phone: string) => `+91 ******${phone.slice(-4)}`;

export async function authRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.post("/s/api/auth/otp", async (request): Promise<OtpAnswer> => {
    const { phone } = parseInput(otpRequestBody, request.body, "body");
    try {
      // The code's text in the shopper's language, where a Hindi template allows it.
      await services.otp.send(request.website.id, request.website.name, phone, request.ip, { lang: request.lang, intl: await answerIntl(services.catalogues, request) });
    } catch (error) {
      // No provider, or the provider failed: the message says which, never the phone, code or key.
      if (error instanceof SmsNotConfiguredError || error instanceof ProviderError) {
        request.log.error({ event: "sms_failed", provider_status: error instanceof ProviderError ? error.status : null }, `sign-in code not sent: ${error.message}`);
        throw new HttpError(503, "We cannot send sign-in codes right now. Please try again later.");
      }
      // A code refused (too soon, too many for the phone or the network): never the phone or code.
      if (error instanceof Refusal) request.log.info({ event: "sign_in_failed", step: "send code", status: statusOf(error) }, "sign-in code not sent");
      throw error;
    }
    const { ttlSeconds, resendSeconds } = services.otp.settings;
    return { message: await request.say(text("server.codeSent", { phone: masked(phone) })), resend_after: resendSeconds, expires_in: ttlSeconds };
  });

  app.post("/s/api/auth/verify", async (request, reply): Promise<VerifyAnswer> => {
    const { phone, otp } = parseInput(otpVerifyBody, request.body, "body");
    try {
      await services.otp.verify(request.website.id, phone, otp);
    } catch (error) {
      if (error instanceof Refusal) request.log.info({ event: "sign_in_failed", step: "verify code", status: statusOf(error) }, "sign-in code refused");
      throw error;
    }
    const user = await services.users.byPhone(phone);
    if (user) {
      await signIn(services, request, reply, user.id);
      const welcome = user.name ? text("server.welcomeBackName", { name: user.name }) : text("server.welcomeBack");
      return { registered: true, user: (await services.init.userFor(request.website.id, user.id))!, message: await request.say(welcome) };
    }
    const session = await request.ensureSession(reply);
    await services.sessions.update(session, { verifiedPhone: phone, verifiedAt: new Date() });
    return { registered: false, user: null, message: await request.say("Your number is verified. Tell us your name to finish.") };
  });

  app.post("/s/api/auth/register", async (request, reply): Promise<RegisterAnswer> => {
    const { name, email } = parseInput(registerBody, request.body, "body");
    const session = await request.session();
    const phone = session?.verifiedPhone;
    if (!session || !phone || !session.verifiedAt || Date.now() - session.verifiedAt.getTime() > REGISTER_WITHIN_MS) {
      throw unauthorized("Please verify your phone number first");
    }
    const user = await services.users.register(phone, name, email ? email : null);
    await signIn(services, request, reply, user.id);
    return { user: (await services.init.userFor(request.website.id, user.id))!, message: await request.say(text("server.welcomeName", { name: user.name })) };
  });
}
