import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useMediaQuery } from "./use-media-query";

afterEach(() => vi.unstubAllGlobals());

describe("useMediaQuery", () => {
  it("is false where the browser cannot tell", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(renderHook(() => useMediaQuery("(max-width: 767px)")).result.current).toBe(false);
  });

  it("answers the query and follows its changes (a turned phone)", () => {
    const listeners = new Set<() => void>();
    let matches = true;
    vi.stubGlobal("matchMedia", (media: string) => ({
      get matches() {
        return matches;
      },
      media,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }));
    const { result, unmount } = renderHook(() => useMediaQuery("(max-width: 767px)"));
    expect(result.current).toBe(true);
    matches = false;
    act(() => listeners.forEach((fn) => fn()));
    expect(result.current).toBe(false);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
