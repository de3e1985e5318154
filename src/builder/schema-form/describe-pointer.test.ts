import { describe, expect, it } from "vitest";
import { settingsLabelAt } from "../settings/settings-schema";
import { demoSettings } from "../testing/settings-harness";
import { describePointer } from "./describe-pointer";

describe("describing a place in the settings", () => {
  it("names list items by their own names and fields by their titles", () => {
    const doc = demoSettings();
    expect(describePointer(doc, "/navs/1/children/0/name", settingsLabelAt)).toBe("Navigation bar › Fruits & Vegetables › Fresh Vegetables › Label");
    expect(describePointer(doc, "/navSetting/navbar_height", settingsLabelAt)).toBe("Header and navigation › Header height (px)");
    expect(describePointer(doc, "/webAddress/line1", settingsLabelAt)).toBe("Shop address › Address line 1");
  });

  it("numbers an item that has no name yet", () => {
    const doc = demoSettings();
    doc.footers[0]!.name = "";
    expect(describePointer(doc, "/footers/0/name", settingsLabelAt)).toBe("Footer link groups › item 1 › Group heading");
  });
});
