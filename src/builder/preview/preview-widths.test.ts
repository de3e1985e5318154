import { afterEach, describe, expect, it, vi } from "vitest";
import { initialPreviewWidth, PHONE_LAYOUT_QUERY } from "./preview-widths";

afterEach(() => vi.unstubAllGlobals());

const screenIs = (phone: boolean) => vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === PHONE_LAYOUT_QUERY && phone, media: query }));

describe("the preview's first width", () => {
  it("is a phone's for an owner on a phone", () => {
    screenIs(true);
    expect(initialPreviewWidth()).toBe("mobile");
  });
  it("is a laptop's on wider screens, and where the screen cannot be asked", () => {
    screenIs(false);
    expect(initialPreviewWidth()).toBe("desktop");
    vi.stubGlobal("matchMedia", undefined);
    expect(initialPreviewWidth()).toBe("desktop");
  });
});
