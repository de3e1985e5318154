// /account/addresses (§2 "Saved addresses"): each address with whether the shop delivers there
// (the server's `serviceable`), and Edit, Delete (after a confirm) and Make default; a new one
// is added in place. After every change the list is asked for again: the server decides which
// address is the default when one is added or deleted (ADR 0017).
import { useState } from "react";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/account-addresses.schema";
import { ADDRESSES_MAX, type Address } from "../../../src/shared/api/account";
import { userMessage } from "../../../src/shared/error-message";
import { deleteAddress, fetchAddresses, setDefaultAddress } from "../../../src/client/api/account-api";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { confirm } from "../../../src/client/ui/dialog-queue";
import { toast } from "../../../src/client/ui/toast";
import { useBusy } from "../../../src/client/ui/use-busy";
import { useT } from "../../../src/client/i18n/use-t";
import { AccountLayout } from "../../parts/account/account-layout";
import { AddressLines } from "../../parts/account/address-lines";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { useAccountData, useSessionExpired } from "../../parts/account/use-account-data";
import { screenApi } from "../../../src/shared/screen-answers";
import { AddressForm } from "./address-form";
import "./account-addresses.css";

type Editing = "new" | number | null;

export default function AccountAddressesBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const addresses = useAccountData(fetchAddresses, "addresses", "address list", screenApi.addresses);
  const [editing, setEditing] = useState<Editing>(null);
  const busy = useBusy<string>();
  const expired = useSessionExpired();

  const saved = (address: Address, isNew: boolean) => {
    setEditing(null);
    toast.success(isNew ? t("account.addressAdded", { name: address.name }) : t("account.addressSaved"));
    addresses.reload();
  };
  const failed = (error: unknown) => {
    if (!expired(error)) toast.error(userMessage(error));
  };
  const remove = async (address: Address) => {
    const sure = await confirm({ title: t("account.deleteAddressQuestion"), text: oneLine(address), confirmText: t("account.delete"), cancelText: t("account.cancel") });
    if (!sure) return;
    busy
      .run(`delete-${address.id}`, () => deleteAddress(address.id))
      .then(() => {
        toast.success(t("account.addressDeleted"));
        addresses.reload();
      }, failed);
  };
  const makeDefault = (address: Address) =>
    busy
      .run(`default-${address.id}`, () => setDefaultAddress(address.id))
      .then(() => {
        toast.success(t("account.defaultAddressChanged"));
        addresses.reload();
      }, failed);

  const list = addresses.loaded.state === "ready" ? addresses.loaded.data : [];
  const canAdd = editing === null && addresses.loaded.state === "ready" && list.length < ADDRESSES_MAX;

  return (
    <AccountLayout
      title={data.title || t("account.myAddresses")}
      actions={
        canAdd && list.length > 0 ? (
          <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing("new")}>
            {t("account.addNewAddress")}
          </button>
        ) : null
      }
    >
      {editing === "new" ? <AddressForm address={null} onSaved={(a) => saved(a, true)} onCancel={() => setEditing(null)} /> : null}
      <LoadState loaded={addresses.loaded} what={t("account.whatAddresses")} onRetry={addresses.retry}>
        {(all) =>
          all.length === 0 ? (
            editing === "new" ? null : (
              <EmptyState title={t("account.noAddresses")}>
                <p>{t("account.noAddressesText")}</p>
                <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing("new")}>
                  {t("account.addAnAddress")}
                </button>
              </EmptyState>
            )
          ) : (
            <>
              {all.length >= ADDRESSES_MAX ? <p className="account-note">{t("account.addressesFull", { max: ADDRESSES_MAX })}</p> : null}
              <ul className="address-list" aria-label={t("account.savedAddresses")}>
                {all.map((address) =>
                  editing === address.id ? (
                    <li key={address.id}>
                      <AddressForm address={address} onSaved={(a) => saved(a, false)} onCancel={() => setEditing(null)} />
                    </li>
                  ) : (
                    <li key={address.id} className="account-card address-card" aria-label={`${address.name}, ${address.line1}`}>
                      <AddressText address={address} />
                      <div className="account-actions">
                        <button type="button" className="link-button" onClick={() => setEditing(address.id)} disabled={editing !== null}>
                          {t("account.edit")}
                        </button>
                        <BusyButton className="link-button link-button-danger" busy={busy.isBusy(`delete-${address.id}`)} onClick={() => void remove(address)}>
                          {t("account.delete")}
                        </BusyButton>
                        {address.is_default ? null : (
                          <BusyButton className="link-button" busy={busy.isBusy(`default-${address.id}`)} onClick={() => void makeDefault(address)}>
                            {t("account.makeDefault")}
                          </BusyButton>
                        )}
                      </div>
                    </li>
                  ),
                )}
              </ul>
            </>
          )
        }
      </LoadState>
    </AccountLayout>
  );
}

function AddressText({ address }: { address: Address }) {
  const t = useT();
  return (
    <div className="address-text">
      <p className="address-name">
        <strong>{address.name}</strong>
        {address.is_default ? <span className="address-badge">{t("account.defaultBadge")}</span> : null}
      </p>
      <AddressLines address={address} className="address-card-lines" />
      {address.serviceable ? (
        <p className="address-serviceable">{t("account.weDeliver", { pincode: address.pincode })}</p>
      ) : (
        <p className="address-unserviceable">{t("account.weDoNotDeliver", { pincode: address.pincode })}</p>
      )}
    </div>
  );
}

const oneLine = (a: Address) => [a.name, a.line1, a.line2, `${a.city} ${a.pincode}`].filter(Boolean).join(", ");
