import { describe, expect, it } from "vitest";
import { parsePincodeLines } from "./pincode-lines";

describe("parsePincodeLines", () => {
  it("reads a pincode and its area from each line, however they are separated", () => {
    expect(parsePincodeLines("560038 Indiranagar\n\n 560008, HAL 2nd Stage \r\n560071\tDomlur\n560034")).toEqual({
      pincodes: [
        { pincode: "560038", area: "Indiranagar" },
        { pincode: "560008", area: "HAL 2nd Stage" },
        { pincode: "560071", area: "Domlur" },
        { pincode: "560034", area: "" },
      ],
    });
  });

  it("names the first line that is not a pincode, a pincode given twice, and an empty box", () => {
    expect(parsePincodeLines("560038 Indiranagar\nIndiranagar 560038")).toEqual({ error: '"Indiranagar 560038" does not start with a 6-digit pincode' });
    expect(parsePincodeLines("56003 Short")).toEqual({ error: '"56003 Short" does not start with a 6-digit pincode' });
    expect(parsePincodeLines("5600381")).toEqual({ error: '"5600381" does not start with a 6-digit pincode' });
    expect(parsePincodeLines("060038 Zero")).toEqual({ error: '"060038 Zero" does not start with a 6-digit pincode' });
    expect(parsePincodeLines("560038 A\n560038 B")).toEqual({ error: "560038 is given twice" });
    expect(parsePincodeLines(" \n ")).toEqual({ error: "Give at least one pincode" });
  });
});
