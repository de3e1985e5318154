// What every group of routes is registered with: each group is a Fastify plugin, so the hooks,
// parsers and decorations it adds stay inside it.
import type { Services } from "../services";

export interface RouteOptions {
  services: Services;
}
