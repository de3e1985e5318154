// A slot's form values (as typed) to the API's body and back, and its weekdays as words.
import { ALL_WEEKDAYS, WEEKDAY_NAMES, type AdminSlot, type SlotBody } from "../../shared/api/admin-delivery";

export interface SlotValues {
  warehouse_id: string;
  /** Bit i set = runs on weekday i (0 = Sunday), as the API takes it. */
  weekdays: number;
  start_time: string;
  end_time: string;
  capacity: string;
  cutoff_minutes: string;
  active: boolean;
}

export function slotValues(slot: AdminSlot | null, warehouseId: number | null): SlotValues {
  return {
    warehouse_id: String(slot?.warehouse_id ?? warehouseId ?? ""),
    weekdays: slot?.weekdays ?? ALL_WEEKDAYS,
    start_time: slot?.start_time ?? "",
    end_time: slot?.end_time ?? "",
    capacity: slot ? String(slot.capacity) : "",
    cutoff_minutes: String(slot?.cutoff_minutes ?? 120),
    active: slot?.active ?? true,
  };
}

/** Numbers as typed; what is not one is sent as it is, for the server to refuse with its message. */
const numberOf = (text: string) => (text.trim() === "" ? text : Number(text));

export function slotBodyOf(values: SlotValues): SlotBody {
  return {
    warehouse_id: numberOf(values.warehouse_id) as number,
    weekdays: values.weekdays,
    start_time: values.start_time,
    end_time: values.end_time,
    capacity: numberOf(values.capacity) as number,
    cutoff_minutes: numberOf(values.cutoff_minutes) as number,
    active: values.active,
  };
}

/** "Every day", or the days it runs: "Mon, Tue, Wed". */
export function weekdaysText(mask: number): string {
  if ((mask & ALL_WEEKDAYS) === ALL_WEEKDAYS) return "Every day";
  const days = WEEKDAY_NAMES.filter((_, i) => mask & (1 << i));
  return days.length ? days.join(", ") : "No day";
}
