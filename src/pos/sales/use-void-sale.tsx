// Voiding a sale from wherever it is shown (the day's list, its receipt): the dialog asking why,
// the call, the server's refusal kept in the dialog, and word that the items are back in stock.
import { useState, type ReactNode } from "react";
import { posApi } from "../../client/api/pos-api";
import { toast } from "../../client/ui/toast";
import type { PosReceipt } from "../../shared/api/pos";
import { userMessage } from "../../shared/error-message";
import { VoidSaleDialog, type SaleToVoid } from "./void-sale-dialog";

export interface VoidSale {
  /** Opens the dialog for this sale. */
  ask: (sale: SaleToVoid) => void;
  /** The dialog while it is open, for the screen to render. */
  dialog: ReactNode;
}

export function useVoidSale(onVoided: (receipt: PosReceipt) => void): VoidSale {
  const [voiding, setVoiding] = useState<SaleToVoid | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirmVoid = async (sale: SaleToVoid, reason: string) => {
    setBusy(true);
    setError(null);
    try {
      const receipt = await posApi.voidSale(sale.order_number, reason);
      toast.success(`Sale ${sale.order_number} voided; its items are back in stock.`);
      setVoiding(null);
      onVoided(receipt);
    } catch (failure) {
      setError(userMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return {
    ask: (sale) => {
      setError(null);
      setVoiding(sale);
    },
    dialog: voiding ? <VoidSaleDialog sale={voiding} busy={busy} error={error} onClose={() => setVoiding(null)} onConfirm={(reason) => void confirmVoid(voiding, reason)} /> : null,
  };
}
