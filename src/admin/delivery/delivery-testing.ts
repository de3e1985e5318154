// Test support only: sample answers in the delivery API's shapes.
import type { AdminWarehouse } from "../../shared/api/admin-delivery";

export const warehouse = (id: number, name: string, over: Partial<AdminWarehouse> = {}): AdminWarehouse => ({
  id,
  name,
  address: "",
  delivery_charge: null,
  is_default: false,
  cancel_cutoff_minutes: 120,
  state_code: null,
  pincode_count: 0,
  slot_count: 1,
  ...over,
});
