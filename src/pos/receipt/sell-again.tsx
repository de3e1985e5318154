// "Sell again" (issue 33): what the shop's "Order again" is to a shopper, for the counter. The
// sale's packs, quantities and customer become the sale being rung up, where today's quote
// prices them and says what cannot be sold now; a pack deleted since is named as left out.
import { useNavigate } from "react-router";
import type { PosReceipt } from "../../shared/api/pos";
import { confirm } from "../../client/ui/confirm-dialog";
import { COUNTER_PATH } from "../pos-paths";
import { draftFromReceipt, loadDraft, saveDraft } from "../sale/sale-draft";
import { usePosCounter } from "../shell/pos-session";

/** What the counter is told when the sale screen opens with a receipt's packs (route state). */
export interface SoldAgainState {
  leftOut: string[];
}

export function SellAgainButton({ receipt }: { receipt: PosReceipt }) {
  const { session } = usePosCounter();
  const navigate = useNavigate();
  if (!receipt.lines.some((line) => line.pack_id !== null)) return null;
  const websiteId = session.website.id;
  const sellAgain = async () => {
    const ringingUp = loadDraft(websiteId).lines.length > 0;
    if (
      ringingUp &&
      !(await confirm({
        title: "Replace the sale being rung up?",
        text: "Its items will be removed and this sale's items put in their place.",
        confirmText: "Sell again",
        cancelText: "Keep that sale",
      }))
    )
      return;
    const { draft, leftOut } = draftFromReceipt(receipt);
    saveDraft(websiteId, draft);
    await navigate(COUNTER_PATH, { state: { leftOut } satisfies SoldAgainState });
  };
  return (
    <button type="button" className="ui-button ui-button-secondary" onClick={() => void sellAgain()} aria-label={`Sell again: the items of ${receipt.order_number}`}>
      Sell again
    </button>
  );
}
