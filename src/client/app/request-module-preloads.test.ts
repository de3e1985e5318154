// The server's inert module preloads become live links in the head.
import { describe, expect, it } from "vitest";
import { MODULE_PRELOADS_ID } from "../../shared/constants";
import { requestModulePreloads } from "./request-module-preloads";

describe("requestModulePreloads", () => {
  it("adds the template's links to the head", () => {
    document.head.innerHTML = `<template id="${MODULE_PRELOADS_ID}"><link rel="modulepreload" href="/assets/a.js" crossorigin><link rel="modulepreload" href="/assets/b.js" crossorigin></template>`;
    requestModulePreloads();
    const live = [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));
    expect(live).toEqual(["/assets/a.js", "/assets/b.js"]);
  });

  it("does nothing on a page without them", () => {
    document.head.innerHTML = "";
    requestModulePreloads();
    expect(document.head.children).toHaveLength(0);
  });
});
