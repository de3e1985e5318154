// Test support only: renders a screen block at an address, in a router and a store filled from
// a demo init answer (with `user` signed in), beside the toast stack. Any other address renders
// a marker, so a test sees where the screen sent the shopper.
import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createStore, Provider } from "jotai";
import { demoInitAnswer } from "../api/fake-shop-server";
import { hydrateFromInit } from "../state/hydrate-from-init";
import { screenAnswersAtom } from "../state/screen-answers-atom";
import { ToastHost } from "../ui/toast";

export const PRIYA = { id: 1, name: "Priya Sharma", email: "priya@example.in", phone: "9876543210", superadmin: false, hasAdminAccess: false, isSalesAgent: false, isStaff: false };
export const RAVI = { id: 2, name: "Ravi Kumar", email: "", phone: "9876543211", superadmin: false, hasAdminAccess: false, isSalesAgent: true, isStaff: false };

/** The props the renderer gives a screen block whose page has only a title. */
export function screenProps(name: string, title = "") {
  return { name, type: "screen", order: 0, mode: "live" as const, data: { title }, settings: {}, logicdata: {}, response: null };
}

/** `answers`: what the server embedded for the first screen, by API address (ADR 0044). */
export function renderScreen(
  element: ReactElement,
  { path, url = path, user = PRIYA, answers = {} }: { path: string; url?: string; user?: Record<string, unknown> | null; answers?: Record<string, unknown> },
) {
  const store = createStore();
  hydrateFromInit(store, { ...demoInitAnswer(), user } as never);
  store.set(screenAnswersAtom, answers);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <p data-testid="elsewhere">Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastHost />
    </Provider>,
  );
  return { store, router, ...view };
}
