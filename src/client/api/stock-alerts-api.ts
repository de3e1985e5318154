// "Notify me" calls (issue 33); each answers 401 to a visitor.
import type { StockAlert } from "../../shared/api/stock-alerts";
import { http } from "./http-client";

const PATH = "/api/account/stock-alerts";

export const fetchStockAlerts = (signal?: AbortSignal) => http.get<StockAlert[]>(PATH, { signal });
export const askStockAlert = (packId: number, warehouseId: number) => http.post<StockAlert>(PATH, { pack_id: packId, warehouse_id: warehouseId });
export const endStockAlert = (packId: number) => http.delete<void>(`${PATH}/${packId}`);
