// The back office's calls to the delivery admin API (src/shared/api/admin-delivery.ts).
import { http } from "../../client/api/http-client";
import {
  adminChargePath,
  adminHolidayPath,
  adminPincodePath,
  adminSlotPath,
  adminWarehousePath,
  adminWarehousePincodesPath,
  ADMIN_CHARGES_PATH,
  ADMIN_HOLIDAYS_PATH,
  ADMIN_SLOTS_PATH,
  ADMIN_WAREHOUSES_PATH,
  type AdminCharge,
  type AdminChargesAnswer,
  type AdminHoliday,
  type AdminHolidaysAnswer,
  type AdminPincode,
  type AdminPincodesAdded,
  type AdminPincodesAnswer,
  type AdminSlot,
  type AdminSlotsAnswer,
  type AdminWarehouse,
  type AdminWarehousesAnswer,
  type ChargeBody,
  type HolidayBody,
  type PincodeBody,
  type PincodesBody,
  type SlotBody,
  type WarehouseBody,
} from "../../shared/api/admin-delivery";

export interface PageQuery {
  q?: string;
  page: number;
  per_page: number;
}

export const deliveryApi = {
  warehouses: (signal?: AbortSignal) => http.get<AdminWarehousesAnswer>(ADMIN_WAREHOUSES_PATH, { signal }),
  saveWarehouse: (id: number | null, body: WarehouseBody) => (id === null ? http.post<AdminWarehouse>(ADMIN_WAREHOUSES_PATH, body) : http.put<AdminWarehouse>(adminWarehousePath(id), body)),
  deleteWarehouse: (id: number) => http.delete<null>(adminWarehousePath(id)),

  pincodes: (warehouseId: number, query: PageQuery, signal?: AbortSignal) => http.get<AdminPincodesAnswer>(adminWarehousePincodesPath(warehouseId), { query: { ...query }, signal }),
  addPincodes: (warehouseId: number, body: PincodesBody) => http.post<AdminPincodesAdded>(adminWarehousePincodesPath(warehouseId), body),
  updatePincode: (pincode: string, body: PincodeBody) => http.put<AdminPincode>(adminPincodePath(pincode), body),
  deletePincode: (pincode: string) => http.delete<null>(adminPincodePath(pincode)),

  charges: (signal?: AbortSignal) => http.get<AdminChargesAnswer>(ADMIN_CHARGES_PATH, { signal }),
  saveCharge: (id: number | null, body: ChargeBody) => (id === null ? http.post<AdminCharge>(ADMIN_CHARGES_PATH, body) : http.put<AdminCharge>(adminChargePath(id), body)),
  deleteCharge: (id: number) => http.delete<null>(adminChargePath(id)),

  slots: (warehouseId: number | undefined, signal?: AbortSignal) => http.get<AdminSlotsAnswer>(ADMIN_SLOTS_PATH, { query: { warehouse_id: warehouseId }, signal }),
  saveSlot: (id: number | null, body: SlotBody) => (id === null ? http.post<AdminSlot>(ADMIN_SLOTS_PATH, body) : http.put<AdminSlot>(adminSlotPath(id), body)),
  deleteSlot: (id: number) => http.delete<null>(adminSlotPath(id)),

  holidays: (query: { past: boolean; page: number; per_page: number }, signal?: AbortSignal) =>
    http.get<AdminHolidaysAnswer>(ADMIN_HOLIDAYS_PATH, { query: { past: query.past ? "true" : undefined, page: query.page, per_page: query.per_page }, signal }),
  saveHoliday: (id: number | null, body: HolidayBody) => (id === null ? http.post<AdminHoliday>(ADMIN_HOLIDAYS_PATH, body) : http.put<AdminHoliday>(adminHolidayPath(id), body)),
  deleteHoliday: (id: number) => http.delete<null>(adminHolidayPath(id)),
};
