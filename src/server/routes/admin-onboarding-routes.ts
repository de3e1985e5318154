// The back office's first screen (issue 26): where the active website stands on the way to its
// first order, for its admins. 401 signed out, 403 to anyone but an admin of the active website
// or a superadmin.
import type { FastifyInstance } from "fastify";
import { ADMIN_ONBOARDING_PATH, type OnboardingAnswer } from "../../shared/api/admin-onboarding";
import { API_BASE } from "../../shared/constants";
import type { RouteOptions } from "./route-options";

export async function adminOnboardingRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { admins } = services.admin;
  app.get(API_BASE + ADMIN_ONBOARDING_PATH, async (request, reply): Promise<OnboardingAnswer> => {
    reply.header("cache-control", "no-store");
    const { websiteId } = await admins.activeFor(request);
    return services.onboarding.state(websiteId);
  });
}
