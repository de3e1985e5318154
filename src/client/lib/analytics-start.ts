// Starting the website's analytics and error reporting (§9, ADR 0029) once the shop's router has
// its first route: each only when the init answer carries its keys, each loading its vendor's
// SDK lazily. With no keys nothing is loaded and the shop calls no third party.
import type { createStore } from "jotai";
import type { InitAnswer } from "../../shared/api/init";
import type { PublicIntegrations } from "../../shared/api/integrations";
import { userAtom } from "../state/user-atom";
import { startAnalytics, type Analytics, type AnalyticsOptions, type RouterLike } from "./analytics";
import { reportMessage, startErrorService } from "./error-reporter";

type Store = ReturnType<typeof createStore>;

// The contract's own NO_INTEGRATIONS would bring zod with it (see integrationsOf).
const NONE: PublicIntegrations = { posthog: null, sentry: null };

/**
 * The keys of the init answer, or none when they are missing or not shaped as they should be.
 * Most websites set neither: then there is nothing to check, and the contract (with zod under
 * it) is not fetched.
 */
export async function integrationsOf(init: Partial<Pick<InitAnswer, "integrations">>): Promise<PublicIntegrations> {
  const given: unknown = init.integrations;
  if (given === undefined) return NONE;
  if (typeof given === "object" && given !== null && "posthog" in given && "sentry" in given && given.posthog === null && given.sentry === null && Object.keys(given).length === 2) return NONE;
  const { publicIntegrationsSchema } = await import("../../shared/api/integrations");
  const parsed = publicIntegrationsSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  reportMessage("the website's analytics and error-reporting keys are not valid; neither is started");
  return NONE;
}

export interface StartIntegrationsOptions {
  init: Partial<Pick<InitAnswer, "integrations">> & Pick<InitAnswer, "web">;
  router: RouterLike;
  store: Store;
  loadAnalyticsSdk?: AnalyticsOptions["loadSdk"];
}

export async function startIntegrations({ init, router, store, loadAnalyticsSdk }: StartIntegrationsOptions): Promise<{ analytics: Analytics | null; errors: Promise<boolean> }> {
  const integrations = await integrationsOf(init);
  const errors = startErrorService(integrations.sentry, init.web.id);
  const analytics = startAnalytics({
    integrations,
    website: { id: init.web.id, name: init.web.name },
    router,
    user: { current: () => store.get(userAtom), subscribe: (listener) => store.sub(userAtom, listener) },
    ...(loadAnalyticsSdk ? { loadSdk: loadAnalyticsSdk } : {}),
  });
  return { analytics, errors };
}
