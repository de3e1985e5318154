import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { builderRoutes } from "../builder-app";
import { BUILDER_SCREENS } from "../builder-screens";
import { PAGES_PATH, pageEditorPath } from "./page-paths";

describe("the pages screens in the builder's router", () => {
  it("answers the list, a page's editor below it, and the submissions, each in the navigation but the editor", () => {
    const last = (path: string) => matchRoutes(builderRoutes, path)?.at(-1);
    expect(last(PAGES_PATH)?.route.index).toBe(true);
    expect(last(pageEditorPath(42))?.params).toEqual({ id: "42" });
    expect(last("/submissions")?.route.index).toBe(true);
    expect(BUILDER_SCREENS.map((s) => s.label)).toEqual(["Settings", "Pages", "Form submissions"]);
    // The builder still opens on the settings, where the shop's "Website Settings" link leads.
    expect(last("/")?.route.index).toBe(true);
    expect(BUILDER_SCREENS[0]!.path).toBe("settings");
  });
});
