// An address as it reads on a parcel: the lines, the landmark, "city, state pincode" and the
// phone. A saved address and an order's copy of one are both shown this way.
import { addressLines, type AddressParts } from "../../../src/shared/address-lines";
import { formatPhone } from "../../../src/shared/format-phone";
import { useT } from "../../../src/client/i18n/use-t";

export interface AddressLike extends AddressParts {
  phone?: string;
}

export function AddressLines({ address, className }: { address: AddressLike; className?: string }) {
  const t = useT();
  // The shared lines without their English landmark label: the landmark, as typed, under this
  // page's label, in its place between the street and the town.
  const landmark = (address.landmark ?? "").trim();
  const lines = [
    ...addressLines({ line1: address.line1, line2: address.line2 }),
    landmark ? t("account.landmarkLine", { landmark }) : "",
    ...addressLines({ city: address.city, state: address.state, pincode: address.pincode }),
  ].filter(Boolean);
  return (
    <address className={className ? `address-lines ${className}` : "address-lines"}>
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
      {address.phone ? <span>{formatPhone(address.phone)}</span> : null}
    </address>
  );
}
