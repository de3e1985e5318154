// An address as it reads on a parcel: the lines, the landmark, "city, state pincode" and the
// phone. A saved address and an order's copy of one are both shown this way.
import { formatPhone } from "../../../src/shared/format-phone";

export interface AddressLike {
  line1?: string;
  line2?: string;
  landmark?: string;
  city?: string;
  state?: string;
  pincode?: string;
  phone?: string;
}

export function AddressLines({ address, className }: { address: AddressLike; className?: string }) {
  const place = [address.city, [address.state, address.pincode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <address className={className ? `address-lines ${className}` : "address-lines"}>
      {address.line1 ? <span>{address.line1}</span> : null}
      {address.line2 ? <span>{address.line2}</span> : null}
      {address.landmark ? <span>Landmark: {address.landmark}</span> : null}
      {place ? <span>{place}</span> : null}
      {address.phone ? <span>{formatPhone(address.phone)}</span> : null}
    </address>
  );
}
