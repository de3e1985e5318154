import { afterEach, describe, expect, it } from "vitest";
import { loadScript, ScriptLoadError } from "./load-script";

const SRC = "https://checkout.example.com/v1/checkout.js";
const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`));

afterEach(() => scripts().forEach((s) => s.remove()));

describe("loadScript", () => {
  it("injects one async script however often it is asked for, and resolves when it has loaded", async () => {
    const first = loadScript(SRC);
    const second = loadScript(SRC);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.async).toBe(true);
    scripts()[0]!.dispatchEvent(new Event("load"));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScript(SRC);
    expect(scripts()).toHaveLength(1);
  });

  it("forgets a script that failed, so that the next try fetches it anew", async () => {
    const other = `${SRC}?v=2`;
    const failing = loadScript(other);
    const element = document.head.querySelector<HTMLScriptElement>(`script[src="${other}"]`)!;
    element.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toBeInstanceOf(ScriptLoadError);
    expect(element.isConnected).toBe(false);
    void loadScript(other);
    expect(document.head.querySelectorAll(`script[src="${other}"]`)).toHaveLength(1);
  });
});
