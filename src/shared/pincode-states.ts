// Which state a pincode is in, from India Post's numbering: the first two digits name a postal
// circle, the first three a sorting district. Circles and districts do not always follow state
// lines (Uttarakhand was carved out of Uttar Pradesh, Telangana out of Andhra Pradesh, and some
// districts serve a union territory beside a state), so a prefix may name two states, and then
// either is taken as right. The longest prefix listed wins. A prefix with no entry (Army Post
// Office pincodes, numbers not in use) is not judged at all.
//
// State names are those of the address form's list (indian-states.ts); a test holds them to it.

const UP = "Uttar Pradesh";
const UK = "Uttarakhand";
const BIHAR = "Bihar";
const JHARKHAND = "Jharkhand";

const PREFIX_STATES: Readonly<Record<string, readonly string[]>> = {
  "11": ["Delhi"],
  "12": ["Haryana"],
  "13": ["Haryana"],
  "14": ["Punjab"],
  "15": ["Punjab"],
  "16": ["Punjab"],
  // Chandigarh's district also serves Mohali, in Punjab.
  "160": ["Chandigarh", "Punjab"],
  "17": ["Himachal Pradesh"],
  "18": ["Jammu and Kashmir"],
  "19": ["Jammu and Kashmir"],
  "194": ["Ladakh"],
  "20": [UP],
  "21": [UP],
  "22": [UP],
  "23": [UP],
  // Uttarakhand's districts sit in the Uttar Pradesh circle's 24x and 26x districts.
  "24": [UP, UK],
  "25": [UP],
  "26": [UP, UK],
  "27": [UP],
  "28": [UP],
  "30": ["Rajasthan"],
  "31": ["Rajasthan"],
  "32": ["Rajasthan"],
  "33": ["Rajasthan"],
  "34": ["Rajasthan"],
  "36": ["Gujarat"],
  // Diu (362) and Daman and Silvassa (396) share districts with Gujarat.
  "362": ["Gujarat", "Dadra and Nagar Haveli and Daman and Diu"],
  "37": ["Gujarat"],
  "38": ["Gujarat"],
  "39": ["Gujarat"],
  "396": ["Gujarat", "Dadra and Nagar Haveli and Daman and Diu"],
  "40": ["Maharashtra"],
  "403": ["Goa"],
  "41": ["Maharashtra"],
  "42": ["Maharashtra"],
  "43": ["Maharashtra"],
  "44": ["Maharashtra"],
  "45": ["Madhya Pradesh"],
  "46": ["Madhya Pradesh"],
  "47": ["Madhya Pradesh"],
  "48": ["Madhya Pradesh"],
  "49": ["Chhattisgarh"],
  "50": ["Telangana"],
  // The Khammam mandals that moved to Andhra Pradesh in 2014 kept their pincodes.
  "507": ["Telangana", "Andhra Pradesh"],
  "51": ["Andhra Pradesh"],
  "52": ["Andhra Pradesh"],
  "53": ["Andhra Pradesh"],
  // Yanam, part of Puducherry, inside East Godavari's district.
  "533": ["Andhra Pradesh", "Puducherry"],
  "56": ["Karnataka"],
  "57": ["Karnataka"],
  "58": ["Karnataka"],
  "59": ["Karnataka"],
  "60": ["Tamil Nadu"],
  "605": ["Puducherry", "Tamil Nadu"],
  // Karaikal, part of Puducherry.
  "609": ["Tamil Nadu", "Puducherry"],
  "61": ["Tamil Nadu"],
  "62": ["Tamil Nadu"],
  "63": ["Tamil Nadu"],
  "64": ["Tamil Nadu"],
  "67": ["Kerala"],
  // Mahe, part of Puducherry.
  "673": ["Kerala", "Puducherry"],
  "68": ["Kerala"],
  // The Lakshadweep islands (682551–682559) are in Kochi's district.
  "68255": ["Lakshadweep"],
  "69": ["Kerala"],
  "70": ["West Bengal"],
  "71": ["West Bengal"],
  "72": ["West Bengal"],
  "73": ["West Bengal"],
  "737": ["Sikkim"],
  "74": ["West Bengal"],
  "744": ["Andaman and Nicobar Islands"],
  "75": ["Odisha"],
  "76": ["Odisha"],
  "77": ["Odisha"],
  "78": ["Assam"],
  // A few Meghalaya post offices on the Assam border are in Assam's 783 district.
  "783": ["Assam", "Meghalaya"],
  "790": ["Arunachal Pradesh"],
  "791": ["Arunachal Pradesh"],
  "792": ["Arunachal Pradesh"],
  "793": ["Meghalaya"],
  "794": ["Meghalaya"],
  "795": ["Manipur"],
  "796": ["Mizoram"],
  "797": ["Nagaland"],
  "798": ["Nagaland"],
  "799": ["Tripura"],
  "80": [BIHAR],
  // Jharkhand was carved out of Bihar; its districts are among Bihar's 81x–83x.
  "81": [BIHAR, JHARKHAND],
  "82": [BIHAR, JHARKHAND],
  "83": [BIHAR, JHARKHAND],
  "84": [BIHAR],
  "85": [BIHAR],
};

/** Every state named in the data, for the test that holds them to the form's list. */
export const PINCODE_DATA_STATES: readonly string[] = [...new Set(Object.values(PREFIX_STATES).flat())];

const LONGEST_PREFIX = Math.max(...Object.keys(PREFIX_STATES).map((prefix) => prefix.length));

/** The states a pincode may be in, by the longest listed prefix; empty when the data has none. */
export function pincodeStates(pincode: string): readonly string[] {
  for (let length = Math.min(LONGEST_PREFIX, pincode.length); length >= 2; length--) {
    const prefix = pincode.slice(0, length);
    if (Object.hasOwn(PREFIX_STATES, prefix)) return PREFIX_STATES[prefix]!;
  }
  return [];
}

/** The states the pincode is in when the chosen state is none of them; null when they agree or
 *  the data does not know the pincode. */
export function pincodeStateMismatch(pincode: string, state: string): readonly string[] | null {
  const states = pincodeStates(pincode);
  return states.length > 0 && !states.includes(state) ? states : null;
}
