import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { formatCountdown, useCountdown } from "./use-countdown";

afterEach(() => vi.useRealTimers());

describe("useCountdown", () => {
  it("counts whole seconds down to zero and follows a new moment", () => {
    vi.useFakeTimers({ now: 0 });
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), { initialProps: { until: 3_000 } });
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    rerender({ until: Date.now() + 30_000 });
    expect(result.current).toBe(30);
  });

  it("reads as minutes and seconds", () => {
    expect(formatCountdown(27)).toBe("0:27");
    expect(formatCountdown(65)).toBe("1:05");
  });
});
