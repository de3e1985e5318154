// An address as it reads on a parcel: the lines, the landmark, "city, state pincode" and the
// phone. A saved address and an order's copy of one are both shown this way.
import { addressLines, type AddressParts } from "../../../src/shared/address-lines";
import { formatPhone } from "../../../src/shared/format-phone";

export interface AddressLike extends AddressParts {
  phone?: string;
}

export function AddressLines({ address, className }: { address: AddressLike; className?: string }) {
  return (
    <address className={className ? `address-lines ${className}` : "address-lines"}>
      {addressLines(address).map((line, i) => (
        <span key={i}>{line}</span>
      ))}
      {address.phone ? <span>{formatPhone(address.phone)}</span> : null}
    </address>
  );
}
