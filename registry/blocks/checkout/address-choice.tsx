// The delivery address: one of the shopper's saved addresses, those the shop does not deliver
// to shown but not choosable, or a new one added here with the account's own address form.
// The delivery pincode is shown beside them with Change (the Change Location modal): an
// address must be in that pincode's delivery area, which the server checks on Place Order.
import { useState } from "react";
import { useSetAtom } from "jotai";
import type { Address } from "../../../src/shared/api/account";
import { addressLines } from "../../../src/shared/address-lines";
import { formatPhone } from "../../../src/shared/format-phone";
import { Message } from "../../../src/client/i18n/message";
import { useT } from "../../../src/client/i18n/use-t";
import { pincodeModalOpenAtom } from "../../../src/client/state/ui-atoms";
import { toast } from "../../../src/client/ui/toast";
import { ChoiceList } from "../../parts/checkout/choice-list";
import { AddressForm } from "../account-addresses/address-form";
import "../account-addresses/account-addresses.css";

export interface AddressChoiceProps {
  addresses: readonly Address[];
  pincode: string;
  chosen: Address | null;
  onChoose(id: number): void;
  onAdded(address: Address): void;
}

export function AddressChoice({ addresses, pincode, chosen, onChoose, onAdded }: AddressChoiceProps) {
  const [adding, setAdding] = useState(addresses.length === 0);
  const openPincode = useSetAtom(pincodeModalOpenAtom);
  const t = useT();

  return (
    <section className="account-card checkout-section">
      <ChoiceList
        legend={t("checkout.deliveryAddress")}
        note={
          <>
            <Message id="checkout.deliveringTo" values={{ pincode, strong: (chunks) => <strong>{chunks}</strong> }} />{" "}
            <button type="button" className="link-button" onClick={() => openPincode(true)}>
              {t("checkout.changePincode")}
            </button>
          </>
        }
        value={chosen ? String(chosen.id) : null}
        onChange={(value) => onChoose(Number(value))}
        choices={addresses.map((a) => ({
          value: String(a.id),
          label: (
            <>
              {a.name}
              {a.is_default ? <span className="address-badge">{t("checkout.addressDefault")}</span> : null}
            </>
          ),
          detail: (
            <>
              {oneLine(a)}
              <br />
              {formatPhone(a.phone)}
              {a.serviceable ? null : (
                <>
                  <br />
                  <span className="address-unserviceable">{t("checkout.addressUnserviceable", { pincode: a.pincode })}</span>
                </>
              )}
            </>
          ),
          disabled: !a.serviceable,
        }))}
      />
      {adding ? (
        <AddressForm
          address={null}
          pincode={pincode}
          onSaved={(address) => {
            setAdding(false);
            toast.success(t("checkout.addressAdded", { name: address.name }));
            onAdded(address);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="ui-button ui-button-secondary checkout-add-address" onClick={() => setAdding(true)}>
          {addresses.length === 0 ? t("checkout.addAddress") : t("checkout.addNewAddress")}
        </button>
      )}
    </section>
  );
}

const oneLine = (a: Address) => addressLines(a).join(", ");
