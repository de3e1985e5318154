// The back office's calls to the people admin API (src/shared/api/admin-people.ts), and where
// the people screens live below the back office's address.
import { http } from "../../client/api/http-client";
import {
  adminCustomerPath,
  adminStaffRolePath,
  ADMIN_CUSTOMERS_PATH,
  ADMIN_STAFF_PATH,
  type AddStaffBody,
  type AdminCustomer,
  type AdminCustomersAnswer,
  type AdminStaffAnswer,
  type AdminStaffMember,
  type StaffRole,
} from "../../shared/api/admin-people";

export interface CustomerFilters {
  q?: string;
  page: number;
  per_page: number;
}

export const peopleApi = {
  customers: (query: CustomerFilters, signal?: AbortSignal) => http.get<AdminCustomersAnswer>(ADMIN_CUSTOMERS_PATH, { query: { ...query }, signal }),
  customer: (id: number, signal?: AbortSignal) => http.get<AdminCustomer>(adminCustomerPath(id), { signal }),
  staff: (signal?: AbortSignal) => http.get<AdminStaffAnswer>(ADMIN_STAFF_PATH, { signal }),
  addRole: (body: AddStaffBody) => http.post<AdminStaffMember>(ADMIN_STAFF_PATH, body),
  removeRole: (userId: number, role: StaffRole) => http.delete<AdminStaffMember>(adminStaffRolePath(userId, role)),
};

export const CUSTOMERS_SEGMENT = "customers";
export const STAFF_SEGMENT = "staff";
/** Absolute below the router's basename. */
export const customersPath = () => `/${CUSTOMERS_SEGMENT}`;
export const customerPath = (id: number) => `/${CUSTOMERS_SEGMENT}/${id}`;
