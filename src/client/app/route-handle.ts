import type { RouteDef } from "../../shared/routes";

/** What each route carries in its `handle`: its §2 definition, read by the shell. */
export interface RouteHandle {
  route: RouteDef;
}
