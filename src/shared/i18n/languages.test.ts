import { describe, expect, it } from "vitest";
import { acceptedLanguages, chooseLanguage, offeredLanguages } from "./languages";

describe("a request's language", () => {
  const both = { offered: ["en", "hi"] as const, fallback: "en" as const };

  it("reads Accept-Language by weight, without regions, leaving out refusals", () => {
    expect(acceptedLanguages("hi-IN,hi;q=0.9,en;q=0.8")).toEqual(["hi", "hi", "en"]);
    expect(acceptedLanguages("en;q=0.2, hi;q=0.7, ta;q=0")).toEqual(["hi", "en"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("*")).toEqual(["*"]);
  });

  it("keeps the shopper's choice over the browser's, and the cookie over the profile", () => {
    expect(chooseLanguage({ ...both, cookie: "en", acceptLanguage: "hi" })).toBe("en");
    expect(chooseLanguage({ ...both, cookie: "hi", profile: "en" })).toBe("hi");
    expect(chooseLanguage({ ...both, profile: "hi", acceptLanguage: "en" })).toBe("hi");
  });

  it("follows the browser on a first visit only where the website offers its language", () => {
    expect(chooseLanguage({ ...both, acceptLanguage: "hi-IN,en;q=0.5" })).toBe("hi");
    expect(chooseLanguage({ offered: ["en"], fallback: "en", acceptLanguage: "hi-IN" })).toBe("en");
    expect(chooseLanguage({ ...both, acceptLanguage: "ta-IN,hi;q=0.4" })).toBe("hi");
    expect(chooseLanguage({ offered: ["en", "hi"], fallback: "hi", acceptLanguage: "ta" })).toBe("hi");
  });

  it("passes over a choice the website no longer offers, and a one-language host decides alone", () => {
    expect(chooseLanguage({ offered: ["en"], fallback: "en", cookie: "hi", profile: "hi" })).toBe("en");
    expect(chooseLanguage({ ...both, hostLang: "hi", cookie: "en" })).toBe("hi");
    expect(chooseLanguage({ ...both, cookie: "xx" })).toBe("en");
  });

  it("keeps a website's stored languages to known ones, its default among them", () => {
    expect(offeredLanguages(["hi", "xx", "en", "hi"], "en")).toEqual(["en", "hi"]);
    expect(offeredLanguages(null, "hi")).toEqual(["hi"]);
    expect(offeredLanguages([], "zz")).toEqual(["en"]);
  });
});
