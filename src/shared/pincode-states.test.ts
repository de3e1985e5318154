import { describe, expect, it } from "vitest";
import { INDIAN_STATES } from "./indian-states";
import { PINCODE_DATA_STATES, pincodeStateMismatch, pincodeStates } from "./pincode-states";

describe("pincodeStates", () => {
  it.each([
    ["110001", "Delhi"],
    ["560038", "Karnataka"],
    ["400001", "Maharashtra"],
    ["403001", "Goa"],
    ["600001", "Tamil Nadu"],
    ["700001", "West Bengal"],
    ["500001", "Telangana"],
    ["781001", "Assam"],
    ["122001", "Haryana"],
    ["302001", "Rajasthan"],
    ["380001", "Gujarat"],
    ["452001", "Madhya Pradesh"],
    ["492001", "Chhattisgarh"],
    ["520001", "Andhra Pradesh"],
    ["682001", "Kerala"],
    ["682555", "Lakshadweep"],
    ["737101", "Sikkim"],
    ["744101", "Andaman and Nicobar Islands"],
    ["751001", "Odisha"],
    ["791111", "Arunachal Pradesh"],
    ["793001", "Meghalaya"],
    ["795001", "Manipur"],
    ["796001", "Mizoram"],
    ["797001", "Nagaland"],
    ["799001", "Tripura"],
    ["800001", "Bihar"],
    ["194101", "Ladakh"],
    ["190001", "Jammu and Kashmir"],
    ["171001", "Himachal Pradesh"],
    ["141001", "Punjab"],
  ])("puts %s in %s alone", (pincode, state) => {
    expect(pincodeStates(pincode)).toEqual([state]);
  });

  it.each([
    ["160017", ["Chandigarh", "Punjab"]],
    ["248001", ["Uttar Pradesh", "Uttarakhand"]],
    ["263001", ["Uttar Pradesh", "Uttarakhand"]],
    ["834001", ["Bihar", "Jharkhand"]],
    ["396230", ["Gujarat", "Dadra and Nagar Haveli and Daman and Diu"]],
    ["605001", ["Puducherry", "Tamil Nadu"]],
    ["507101", ["Telangana", "Andhra Pradesh"]],
  ])("gives both states for %s, whose prefix two states share", (pincode, states) => {
    expect(pincodeStates(pincode)).toEqual(states);
  });

  it("knows nothing of prefixes no state uses, like the Army Post Office's", () => {
    expect(pincodeStates("900001")).toEqual([]);
    expect(pincodeStates("350001")).toEqual([]);
    expect(pincodeStates("")).toEqual([]);
  });

  it("names only states of the address form's list", () => {
    expect(PINCODE_DATA_STATES.filter((s) => !INDIAN_STATES.includes(s))).toEqual([]);
    // Every state and union territory has some pincode.
    expect(INDIAN_STATES.filter((s) => !PINCODE_DATA_STATES.includes(s))).toEqual([]);
  });
});

describe("pincodeStateMismatch", () => {
  it("answers the pincode's states when the chosen state is not among them", () => {
    expect(pincodeStateMismatch("110001", "Karnataka")).toEqual(["Delhi"]);
    expect(pincodeStateMismatch("403001", "Maharashtra")).toEqual(["Goa"]);
    expect(pincodeStateMismatch("834001", "Odisha")).toEqual(["Bihar", "Jharkhand"]);
  });

  it("accepts either state of a shared prefix", () => {
    expect(pincodeStateMismatch("834001", "Jharkhand")).toBeNull();
    expect(pincodeStateMismatch("834001", "Bihar")).toBeNull();
    expect(pincodeStateMismatch("160017", "Chandigarh")).toBeNull();
    expect(pincodeStateMismatch("160062", "Punjab")).toBeNull();
    expect(pincodeStateMismatch("248001", "Uttarakhand")).toBeNull();
  });

  it("does not question a pincode it has no data for, nor one that agrees", () => {
    expect(pincodeStateMismatch("990001", "Karnataka")).toBeNull();
    expect(pincodeStateMismatch("560038", "Karnataka")).toBeNull();
  });
});
