// An owner's tool's routes from its list of screens: the list also feeds the shell's
// navigation, so a new screen is one entry. The tool's address opens on the first screen, and
// an unknown path below it leads there too.
//
// A screen is a lazily fetched route module (ADR 0076): its component and, where it shows
// something from the server, its loader — react-router fetches the module and the data together,
// cancels a load the next address supersedes, and loads again after "Try again".
import type { ComponentType } from "react";
import { Navigate, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from "react-router";
import { Loading } from "../client/ui/loading";
import { ScreenFailure } from "./screen-failure";

/** What a screen's module exports for the router (its `route`). */
export interface ScreenRoute {
  Component: ComponentType;
  /** What the screen shows, fetched before it opens and again when its address changes. */
  loader?: (args: LoaderFunctionArgs) => Promise<unknown>;
  /** The screen's own failure; the tools' "Try again" when left out. */
  ErrorBoundary?: ComponentType;
  /** When a change of address needs no new answer (a tab of the same screen). */
  shouldRevalidate?: ShouldRevalidateFunction;
}

export type LazyScreen = () => Promise<ScreenRoute>;

export interface ToolScreen {
  /** Below the tool's address. */
  path: string;
  label: string;
  /** The navigation's section this screen is listed under (consecutive screens share one). */
  group?: string;
  screen: LazyScreen;
  /** Screens opened from this one, at paths below its own (a page's editor under Pages); not in the navigation. */
  below?: readonly { path: string; screen: LazyScreen }[];
}

// A screen's failure is its own ErrorBoundary, else ScreenFailure; a module that cannot be
// fetched at all fails on the screen's path route, which shows ScreenFailure too.
function screenRoute(screen: LazyScreen): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const route = await screen();
      return { ...route, ErrorBoundary: route.ErrorBoundary ?? ScreenFailure };
    },
  };
}

export interface ToolShellRoute {
  element: RouteObject["element"];
  /** Who is here and on which website; fetched beside the first screen's data, not before it. */
  loadSession: (signal: AbortSignal) => Promise<unknown>;
}

export function toolRoutes(shell: ToolShellRoute, screens: readonly [ToolScreen, ...ToolScreen[]]): RouteObject[] {
  // Absolute (below the router's basename): relative to the "*" route it would land under the
  // unknown path itself.
  const first = <Navigate to={`/${screens[0].path}`} replace />;
  return [
    {
      path: "/",
      element: shell.element,
      loader: ({ request }) => shell.loadSession(request.signal),
      // The session is asked again only by its own "Try again", not on every change of address.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
      // The first address's screen and data are on their way.
      hydrateFallbackElement: <Loading />,
      children: [
        { index: true, element: first },
        ...screens.map((screen) => ({
          path: screen.path,
          errorElement: <ScreenFailure />,
          children: [{ index: true, ...screenRoute(screen.screen) }, ...(screen.below ?? []).map((below) => ({ path: below.path, ...screenRoute(below.screen) }))],
        })),
        { path: "*", element: first },
      ],
    },
  ];
}
