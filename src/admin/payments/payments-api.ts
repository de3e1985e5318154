// The back office's calls to the payments admin API (src/shared/api/admin-payments.ts).
import { http } from "../../client/api/http-client";
import { ADMIN_PAYMENTS_CHECK_PATH, ADMIN_PAYMENTS_PATH, type KeyCheckAnswer, type KeyCheckBody, type PaymentKeysAnswer, type PaymentKeysBody } from "../../shared/api/admin-payments";

export const paymentsApi = {
  read: (signal?: AbortSignal) => http.get<PaymentKeysAnswer>(ADMIN_PAYMENTS_PATH, { signal }),
  save: (body: PaymentKeysBody) => http.put<PaymentKeysAnswer>(ADMIN_PAYMENTS_PATH, body),
  check: (body: KeyCheckBody) => http.post<KeyCheckAnswer>(ADMIN_PAYMENTS_CHECK_PATH, body),
};
