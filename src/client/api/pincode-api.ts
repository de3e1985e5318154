// §7 GET /api/check/pincode/{pincode}: chooses the session's delivery pincode. The server
// refuses an unserviceable one with 422 and a message the shopper reads under the input.
import type { PincodeAnswer } from "../../shared/api/cart";
import { http } from "./http-client";

export function checkPincode(pincode: string, signal?: AbortSignal): Promise<PincodeAnswer> {
  return http.get<PincodeAnswer>(`/api/check/pincode/${encodeURIComponent(pincode)}`, { signal });
}
