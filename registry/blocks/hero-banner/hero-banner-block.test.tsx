import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import HeroBannerBlock from "./hero-banner-block";
import { parseBannerSettings } from "./banner-settings";

type Slide = { image: string; image_sm?: string; link?: string; alt?: string };
const renderBlock = (slides: Slide[], settingsText?: string, mode: "live" | "preview" = "live") =>
  render(
    <MemoryRouter>
      <HeroBannerBlock
        name="hero-banner"
        type="block"
        order={0}
        mode={mode}
        data={{ slides }}
        settings={settingsText === undefined ? {} : { settings: settingsText }}
        logicdata={{}}
        response={undefined}
      />
    </MemoryRouter>,
  );

afterEach(() => vi.restoreAllMocks());

describe("hero-banner block", () => {
  it("follows the §5 link rules for each slide", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderBlock([
      { image: "b/1.svg", link: "/products?c=dairy", alt: "Dairy" },
      { image: "b/2.svg", link: "https://partner.example/offer", alt: "Partner" },
      { image: "b/3.svg", link: "www.partner.example", alt: "Partner www" },
      { image: "b/4.svg", link: "ftp://files.example", alt: "Nowhere" },
    ]);
    expect(screen.getByRole("link", { name: "Dairy" }).getAttribute("target")).toBeNull();
    expect(screen.getByRole("link", { name: "Partner" }).getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "Partner www" }).getAttribute("href")).toBe("https://www.partner.example");
    expect(screen.queryByRole("link", { name: "Nowhere" })).toBeNull();
    expect(screen.getByAltText("Nowhere")).toBeTruthy();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("ftp://files.example"));
  });

  it("loads the first slide at once with high priority, the phone crop for narrow screens, the rest lazily", () => {
    const { container } = renderBlock([
      { image: "b/1.svg", image_sm: "b/1-sm.svg", alt: "One" },
      { image: "b/2.svg", alt: "Two" },
    ]);
    const [first, second] = container.querySelectorAll("img");
    expect(first!.getAttribute("loading")).toBe("eager");
    expect(first!.getAttribute("fetchpriority")).toBe("high");
    expect(first!.getAttribute("src")).toBe("/cdn/original/b/1.svg");
    expect(container.querySelector("source")!.getAttribute("srcset")).toBe("/cdn/large/b/1-sm.svg");
    expect(second!.getAttribute("loading")).toBe("lazy");
  });

  it("applies aspect, background colour and full width from the settings text", () => {
    const { container } = renderBlock([{ image: "b/1.svg" }], '{"aspect":"lg","bgcolor":"#f6f7f5","fullpage":true}');
    const section = container.querySelector("section")!;
    expect(section.dataset.aspect).toBe("lg");
    expect(section.className).toContain("hero-fullpage");
    expect(section.getAttribute("style")).toContain("--banner-bg: #f6f7f5");
  });

  it("falls back to the defaults when the settings text does not parse", () => {
    const { container } = renderBlock([{ image: "b/1.svg" }], "{not json");
    expect(container.querySelector("section")!.dataset.aspect).toBe("md");
  });

  it("shows one placeholder slide when it has no slides", () => {
    const { container } = renderBlock([]);
    expect(container.querySelectorAll(".hero-slide-placeholder")).toHaveLength(1);
  });
});

describe("parseBannerSettings", () => {
  it("reads every setting", () => {
    const settings = parseBannerSettings('{"aspect":"sm","bgcolor":"#fff","fullpage":true,"slidesconfig":{"sm":1,"md":2,"columns":3,"autoplayInterval":4000}}');
    expect(settings).toEqual({ aspect: "sm", bgcolor: "#fff", fullpage: true, slidesconfig: { sm: 1, md: 2, columns: 3, autoplayInterval: 4000 } });
  });

  it("keeps the good parts of a half-wrong text", () => {
    const settings = parseBannerSettings('{"aspect":"xl","bgcolor":"red;}body{display:none","slidesconfig":{"sm":2,"md":0,"autoplayInterval":50}}');
    expect(settings.aspect).toBe("md");
    expect(settings.bgcolor).toBe("");
    expect(settings.slidesconfig).toEqual({ sm: 2, md: 2, columns: 2, autoplayInterval: 2500 });
  });

  it("treats empty text and the string undefined as no settings", () => {
    expect(parseBannerSettings("")).toEqual(parseBannerSettings(undefined));
    expect(parseBannerSettings("undefined").aspect).toBe("md");
  });
});
