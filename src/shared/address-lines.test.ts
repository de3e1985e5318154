import { describe, expect, it } from "vitest";
import { addressLines, landmarkLine } from "./address-lines";

describe("landmarkLine", () => {
  it("shows the landmark as typed under a label, never adding a word of its own", () => {
    expect(landmarkLine("Near the temple")).toBe("Landmark: Near the temple");
    expect(landmarkLine("opposite SBI")).toBe("Landmark: opposite SBI");
    expect(landmarkLine("Above the bakery")).toBe("Landmark: Above the bakery");
    expect(landmarkLine("Temple")).toBe("Landmark: Temple");
  });

  it("writes nothing for a blank landmark", () => {
    expect(landmarkLine("")).toBe("");
    expect(landmarkLine("   ")).toBe("");
    expect(landmarkLine(null)).toBe("");
    expect(landmarkLine(undefined)).toBe("");
  });
});

describe("addressLines", () => {
  it("writes the street lines, the landmark and the town, in that order", () => {
    expect(addressLines({ line1: "12, 3rd Cross", line2: "HAL 2nd Stage", landmark: "Near the park", city: "Bengaluru", state: "Karnataka", pincode: "560038" })).toEqual([
      "12, 3rd Cross",
      "HAL 2nd Stage",
      "Landmark: Near the park",
      "Bengaluru, Karnataka 560038",
    ]);
  });

  it("leaves out what is blank, also inside the town line", () => {
    expect(addressLines({ line1: "12 MG Road", line2: " ", landmark: "", city: "Pune", pincode: "411001" })).toEqual(["12 MG Road", "Pune, 411001"]);
    expect(addressLines({ line1: "12 MG Road", state: "Maharashtra", pincode: "411001" })).toEqual(["12 MG Road", "Maharashtra 411001"]);
    expect(addressLines({})).toEqual([]);
  });
});
