// A delivery slot for one delivery group (a warehouse's parcel): the slots the server offers
// now, soonest first (ADR 0019). Few places left are said; a group with none cannot be ordered.
import type { CartGroup, SlotOption } from "../../../src/shared/api/cart-shape";
import { slotText } from "../../../src/shared/delivery-slot";
import { useLocale, useT } from "../../../src/client/i18n/use-t";
import { ChoiceList } from "../../parts/checkout/choice-list";

/** Says "only N left" at or below this many places. */
export const FEW_SLOTS_LEFT = 3;

export const slotValue = (slot: SlotOption) => `${slot.slot_id}|${slot.del_date}`;

export function SlotChoice({ group, chosen, onChoose }: { group: CartGroup; chosen: SlotOption | null; onChoose(value: string): void }) {
  const t = useT();
  const locale = useLocale();
  const options = group.slots ?? [];
  const count = group.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <ChoiceList
      legend={t("checkout.slotLegend", { name: group.name })}
      note={options.length === 0 ? t("checkout.slotNoneOpen", { name: group.name }) : t("checkout.slotItems", { count, name: group.name })}
      value={chosen ? slotValue(chosen) : null}
      onChange={onChoose}
      compact
      choices={options.map((o) => ({ value: slotValue(o), label: slotText(o, locale), detail: o.remaining <= FEW_SLOTS_LEFT ? t("checkout.slotFewLeft", { count: o.remaining }) : undefined }))}
    />
  );
}
