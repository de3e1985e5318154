// §9 analytics with PostHog's official browser SDK (ADR 0029): page views recorded by the shop
// itself on the first load and on every route change; every event carries the website (its id
// and name), and a signed-in user's events are grouped by it; person profiles only for
// identified users — the signed-in user, identified by id and name and forgotten at sign-out.
// The SDK is loaded only when the website configured a PostHog key, and then lazily, as a chunk
// of its own: a shop without a key never downloads it and never calls a third party.
import type { PostHog, PostHogConfig } from "posthog-js/dist/module.slim.no-external";
import type { PublicIntegrations } from "../../shared/api/integrations";
import { PREVIEW_PATH } from "../../shared/constants";
import { BUILDER_PREVIEW_PATH } from "../../shared/page-builder";
import { reportError } from "./error-reporter";
import { recordableUrl } from "./recordable-url";

/** The part of the SDK the shop uses; tests hand in their own. */
export type AnalyticsSdk = Pick<PostHog, "init" | "capture" | "register" | "group" | "identify" | "reset" | "get_property">;

export const PAGEVIEW_EVENT = "$pageview";
/** The PostHog group type a signed-in user's events are grouped by (§9 "grouped by website id and name"). */
export const WEBSITE_GROUP = "website";

/**
 * The website on every event, as super properties. PostHog makes a person profile of whoever
 * is put in a group (group() counts as identifying), so a visitor who has not signed in is not
 * grouped — §9 wants person profiles for identified users only — and their events say which
 * website they belong to through these properties instead (ADR 0029).
 */
export const websiteProperties = (website: { id: number; name: string }) => ({ website_id: website.id, website_name: website.name });

/**
 * The SDK's settings (§9): no automatic page views (the shop records them itself, as the router
 * sees them), person profiles for identified users only. The build in use has no autocapture,
 * recording or surveys, and it loads no script from PostHog's servers (no-external): events go
 * to the configured address and nowhere else, which is what the website's Content-Security-
 * Policy allows. Feature flags are not used, so their call (and the remote configuration that
 * comes with it) is left out.
 */
export const POSTHOG_OPTIONS = {
  capture_pageview: false,
  person_profiles: "identified_only",
  disable_external_dependency_loading: true,
  advanced_disable_flags: true,
} as const satisfies Partial<PostHogConfig>;

export interface RouterLocation {
  pathname: string;
  search: string;
  hash?: string;
}

/** What the analytics needs of the router: where it is, and word of each navigation. */
export interface RouterLike {
  state: { location: RouterLocation; navigation: { state: string } };
  subscribe(listener: (state: RouterLike["state"]) => void): () => void;
}

export interface AnalyticsUser {
  id: number;
  name: string;
}

/** What the analytics needs of the signed-in user: who it is now, and word when that changes. */
export interface UserSource {
  current(): AnalyticsUser | null;
  subscribe(listener: () => void): () => void;
}

export interface AnalyticsOptions {
  integrations: PublicIntegrations | null | undefined;
  website: { id: number; name: string };
  router: RouterLike;
  user: UserSource;
  /** Loads the SDK; by default PostHog's slim no-external build, as a chunk of its own. */
  loadSdk?: () => Promise<AnalyticsSdk>;
}

export interface Analytics {
  /** Resolves once the SDK has been loaded and given what happened meanwhile. */
  ready: Promise<void>;
  stop(): void;
}

const loadPosthog = async (): Promise<AnalyticsSdk> => (await import("posthog-js/dist/module.slim.no-external")).default;

/** The previews (ADR 0014, 0024) show the owner's work, not a visit: they are never counted. */
export const isPreviewPath = (pathname: string) => pathname === PREVIEW_PATH || pathname === BUILDER_PREVIEW_PATH;

/**
 * Starts the analytics for this page load, or answers null (and loads nothing) when the website
 * has no PostHog key or the page is a preview. Page views and sign-ins that happen while the SDK
 * is loading are kept and handed over once it is there.
 */
export function startAnalytics({ integrations, website, router, user, loadSdk = loadPosthog }: AnalyticsOptions): Analytics | null {
  const posthog = integrations?.posthog;
  if (!posthog || isPreviewPath(router.state.location.pathname)) return null;

  let sdk: AnalyticsSdk | null = null;
  let stopped = false;
  const waiting: ((sdk: AnalyticsSdk) => void)[] = [];
  const safely = (step: (sdk: AnalyticsSdk) => void, loaded: AnalyticsSdk) => {
    try {
      step(loaded);
    } catch (error) {
      reportError(error, { where: "analytics" });
    }
  };
  const run = (step: (sdk: AnalyticsSdk) => void) => {
    if (stopped) return;
    if (sdk) safely(step, sdk);
    else waiting.push(step);
  };

  const describeWebsite = (s: AnalyticsSdk) => s.register(websiteProperties(website));
  // Identified, then grouped: the person exists already, so the group adds no profile.
  const identify = (s: AnalyticsSdk, who: AnalyticsUser) => {
    s.identify(String(who.id), { name: who.name });
    s.group(WEBSITE_GROUP, String(website.id), { name: website.name });
  };

  // Set-up, then the first page view: everything below is queued in this order.
  const atStart = user.current();
  let signedIn = atStart;
  run((s) => {
    s.init(posthog.key, { api_host: posthog.api_host, ...POSTHOG_OPTIONS });
    // A visitor who signed out (or whose session ended) on an earlier page is no longer that
    // person: what they do now must not be added to the profile.
    if (!atStart && s.get_property("$user_state") === "identified") s.reset();
    describeWebsite(s);
    if (atStart) identify(s, atStart);
  });

  const pageKey = (l: RouterLocation) => l.pathname + l.search;
  // The page is named when it is seen, not when the SDK gets round to it: a page view queued
  // while the SDK downloads must not take the address of a later page.
  const pageView = (l: RouterLocation) => {
    const properties = { $current_url: recordableUrl(l.pathname + l.search, window.location.origin), $pathname: l.pathname };
    run((s) => s.capture(PAGEVIEW_EVENT, properties));
  };
  let lastPage = pageKey(router.state.location);
  pageView(router.state.location);

  // A route change is a new location the router has settled on; a move within the page (its
  // hash) is not one.
  const stopRouter = router.subscribe((state) => {
    if (state.navigation.state !== "idle") return;
    const key = pageKey(state.location);
    if (key === lastPage) return;
    lastPage = key;
    if (isPreviewPath(state.location.pathname)) return;
    pageView(state.location);
  });

  const stopUser = user.subscribe(() => {
    const next = user.current();
    const before = signedIn;
    signedIn = next;
    if (before?.id === next?.id) return;
    run((s) => {
      // Someone else now, or nobody: forget the last person (reset also drops the groups and
      // the super properties, so the website is described again).
      if (before) {
        s.reset();
        describeWebsite(s);
      }
      if (next) identify(s, next);
    });
  });

  const ready = loadSdk().then(
    (loaded) => {
      if (stopped) return;
      sdk = loaded;
      for (const step of waiting.splice(0)) safely(step, loaded);
    },
    (error: unknown) => {
      // Analytics must never break the shop: say so once and carry on without it.
      stopped = true;
      waiting.length = 0;
      stopRouter();
      stopUser();
      reportError(error, { where: "analytics" });
    },
  );

  return {
    ready,
    stop() {
      stopped = true;
      waiting.length = 0;
      stopRouter();
      stopUser();
    },
  };
}
