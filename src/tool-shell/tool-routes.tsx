// An owner's tool's routes from its list of screens: the list also feeds the shell's
// navigation, so a new screen is one entry. The tool's address opens on the first screen, and
// an unknown path below it leads there too.
import { Suspense, type ReactNode } from "react";
import { Navigate, type RouteObject } from "react-router";
import { Loading } from "../client/ui/loading";

export interface ToolScreen {
  /** Below the tool's address. */
  path: string;
  label: string;
  /** The navigation's section this screen is listed under (consecutive screens share one). */
  group?: string;
  element: ReactNode;
  /** Screens opened from this one, at paths below its own (a page's editor under Pages); not in the navigation. */
  below?: readonly { path: string; element: ReactNode }[];
}

export function toolRoutes(shell: ReactNode, screens: readonly [ToolScreen, ...ToolScreen[]]): RouteObject[] {
  // Absolute (below the router's basename): relative to the "*" route it would land under the
  // unknown path itself.
  const first = <Navigate to={`/${screens[0].path}`} replace />;
  return [
    {
      path: "/",
      element: shell,
      children: [
        { index: true, element: first },
        ...screens.map((screen) => ({ path: screen.path, children: [{ index: true, element: screen.element }, ...(screen.below ?? [])] })),
        { path: "*", element: first },
      ],
    },
  ];
}

/** A lazily loaded screen's element: "Loading..." until its chunk has come. */
export function lazyScreen(element: ReactNode): ReactNode {
  return <Suspense fallback={<Loading />}>{element}</Suspense>;
}
