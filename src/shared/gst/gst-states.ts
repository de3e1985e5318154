// The two-digit GST state codes (the first two characters of a GSTIN, and the place of supply in
// GSTR-1). Names are spelled as in indian-states.ts, so the State an address form chose maps to
// its code without a second list of spellings to keep in step.
//
// Only the codes in use today: 25 (Daman and Diu) went when that union territory merged into 26
// on 26 January 2020, and 28 was Andhra Pradesh before its division (GST began after it, under 37).
// 99 (Centre jurisdiction) is never a place of supply, so it is left out too.

export interface GstState {
  /** "29" */
  code: string;
  /** "Karnataka" */
  name: string;
}

export const GST_STATES: readonly GstState[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
  { code: "97", name: "Other Territory" },
];

const key = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
const BY_NAME = new Map(GST_STATES.map((s) => [key(s.name), s]));
const BY_CODE = new Map(GST_STATES.map((s) => [s.code, s]));

/** The state an address names ("karnataka ", "Karnataka"); null for a name not on the list. */
export function gstStateByName(name: string): GstState | null {
  return BY_NAME.get(key(name)) ?? null;
}

/** The state of a two-digit code ("29"); null for a code not in use. */
export function gstStateByCode(code: string): GstState | null {
  return BY_CODE.get(code.trim()) ?? null;
}

/** "29-Karnataka", the place of supply as GSTR-1's CSV writes it. Throws for a code not in use,
 *  since a document must never name a place of supply that does not exist. */
export function placeOfSupplyLabel(code: string): string {
  const state = gstStateByCode(code);
  if (!state) throw new RangeError(`not a GST state code: ${code}`);
  return `${state.code}-${state.name}`;
}
