import { describe, expect, it } from "vitest";
import { fontFaceCss, primaryFontFamily, themeCss, themeVariables } from "./theme";

describe("theme", () => {
  it("uses the first font of the list with quotes stripped, Inter by default", () => {
    expect(primaryFontFamily("'Poppins', sans-serif")).toBe("Poppins");
    expect(primaryFontFamily('"Open Sans", Arial')).toBe("Open Sans");
    expect(primaryFontFamily("")).toBe("Inter");
    expect(primaryFontFamily(null)).toBe("Inter");
    expect(primaryFontFamily("x;}body{color:red")).toBe("Inter");
  });

  it("turns theme colours into CSS variables and drops unsafe ones", () => {
    const vars = themeVariables({ primary: "#0f7b3f", "primary-contrast": "rgb(1, 2, 3)", evil: "red;}body{display:none", "a b": "#fff" }, "Inter");
    expect(vars["--color-primary"]).toBe("#0f7b3f");
    expect(vars["--color-primary-contrast"]).toBe("rgb(1, 2, 3)");
    expect(vars["--color-evil"]).toBeUndefined();
    expect(Object.keys(vars)).not.toContain("--color-a b");
    expect(themeCss({ primary: "#000" }, "Poppins")).toBe(':root{--color-primary:#000;--font-family:"Poppins", "Poppins Fallback", "Inter", system-ui, sans-serif}');
    // A family the app does not serve has no metrics to stand in for it: no fallback is named.
    expect(themeVariables({}, "Georgia")["--font-family"]).toBe('"Georgia", "Inter", system-ui, sans-serif');
  });

  it("declares weights 400 to 800 with swap, in one variable file where the family has one", () => {
    const css = fontFaceCss("Poppins");
    for (const w of [400, 500, 600, 700, 800]) expect(css).toContain(`font-weight:${w};font-display:swap;src:url(/fonts/poppins/${w}.woff2)`);
    expect(fontFaceCss("Inter")).toContain('@font-face{font-family:"Inter";font-style:normal;font-weight:400 800;font-display:swap;src:url(/fonts/inter/variable.woff2) format("woff2")}');
  });

  it("declares a stand-in of Arial resized to the family's metrics, regular and bold", () => {
    const faces = fontFaceCss("Inter").match(/@font-face\{font-family:"Inter Fallback";[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    const [regular, bold] = faces as [string, string];
    expect(regular).toContain("font-weight:400 500;");
    expect(regular).toContain('src:local("Arial"),');
    expect(bold).toContain("font-weight:600 800;");
    expect(bold).toContain('local("Liberation Sans Bold")');
    // Inter's ascender is 1984/2048 em; the browser multiplies the override by size-adjust.
    const sizeAdjust = Number(/size-adjust:([\d.]+)%/.exec(regular)![1]) / 100;
    const ascent = Number(/ascent-override:([\d.]+)%/.exec(regular)![1]) / 100;
    expect(sizeAdjust).toBeGreaterThan(1);
    expect(ascent * sizeAdjust).toBeCloseTo(1984 / 2048, 3);
    expect(themeVariables({}, "Inter")["--font-family"]).toBe('"Inter", "Inter Fallback", system-ui, sans-serif');
    expect(fontFaceCss("Georgia")).not.toContain("Fallback");
  });
});
