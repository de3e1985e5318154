// An address as lines of text, the one way every screen writes it: the shopper's account and
// checkout, the back office's order, packing slip and customer screens.

export interface AddressParts {
  line1?: string | null;
  line2?: string | null;
  landmark?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
}

/** The landmark exactly as the shopper typed it, under a label. A label rather than a "near"
 *  in front: shoppers write "Near the temple", "Opposite SBI", "Above the bakery", and any word
 *  put before theirs misreads some of them ("near Near the temple"). "" when there is none. */
export function landmarkLine(landmark: string | null | undefined): string {
  const typed = (landmark ?? "").trim();
  return typed ? `Landmark: ${typed}` : "";
}

/** The street lines, the landmark and "city, state pincode", leaving out what is blank. */
export function addressLines(address: AddressParts): string[] {
  const text = (value: string | null | undefined) => (value ?? "").trim();
  const region = [text(address.state), text(address.pincode)].filter(Boolean).join(" ");
  const place = [text(address.city), region].filter(Boolean).join(", ");
  return [text(address.line1), text(address.line2), landmarkLine(address.landmark), place].filter(Boolean);
}
