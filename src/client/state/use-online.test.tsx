import { afterEach, describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { setConnection } from "../testing/connection";
import { useOnline } from "./use-online";

afterEach(() => setConnection(true));

function Said() {
  return useOnline() ? "online" : "offline";
}

describe("useOnline (issue 36)", () => {
  it("is online on the server, whatever the browser will say", () => {
    setConnection(false);
    expect(renderToString(<Said />)).toBe("online");
  });

  it("follows navigator.onLine and the window's online and offline events", () => {
    const { result, unmount } = renderHook(useOnline);
    expect(result.current).toBe(true);
    setConnection(false);
    expect(result.current).toBe(false);
    setConnection(true);
    expect(result.current).toBe(true);
    unmount();
  });

  it("knows from the first render of a screen opened while offline", () => {
    setConnection(false);
    const seen: boolean[] = [];
    renderHook(() => seen.push(useOnline()));
    expect(seen[0]).toBe(false);
  });
});
