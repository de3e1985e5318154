// API contract of the back-office's people (issue 11): the active website's customers (people
// with orders or addresses on it) with their orders and addresses, and its staff, whose roles
// are added and removed by phone. Paths are below /s. Every route answers 401 when signed out
// and 403 when the user is not an admin of the active website (nor a superadmin); an id that is
// not the active website's customer or member answers 404. Errors are in the §8 shape
// {message, errors?}: 422 with a message per field for bad input, 409 for a refused removal.
//
// Roles are website_members' flags: "admin" runs the back office and the page builder,
// "sales_agent" places orders for customers (the agent dashboard), "staff" marks the shop's own
// people. A phone without an account gets one, as sign-in would make it; its owner signs in
// with that phone and has the role at once. An admin cannot take away their own admin role,
// and nobody can take away the last admin's: the shop would be left without one.
//
// A staff member's name is this website's name for them (ADR 0047): for someone it did not know
// (no order, address, cart or membership here) the name typed when they were added, else "";
// for someone it knew, the name it knew them by. Adding a phone answers alike whether or not it
// had an account at another shop, and never shows the name given there.
import * as z from "zod/mini";
import { listQuery, type ListMeta } from "./admin-catalogue";
import { otpRequestBody, registerBody } from "./auth";

export const ADMIN_PEOPLE_PATH = "/api/admin/people";

/**
 * GET AdminCustomersAnswer. Query: q (name contains, or phone contains its digits; at most 100
 * characters), page (default 1), per_page (5, 10, 20, 50 or 100; default 20); latest order first.
 */
export const ADMIN_CUSTOMERS_PATH = `${ADMIN_PEOPLE_PATH}/customers`;
/** GET AdminCustomer: the customer with their orders on this website (newest 100) and addresses. */
export const adminCustomerPath = (userId: number) => `${ADMIN_CUSTOMERS_PATH}/${userId}`;

/** GET AdminStaffAnswer (every member with a role, by name). POST AddStaffBody: AdminStaffMember. */
export const ADMIN_STAFF_PATH = `${ADMIN_PEOPLE_PATH}/staff`;
/** DELETE takes the role away: AdminStaffMember (with no roles left, they are no longer listed). */
export const adminStaffRolePath = (userId: number, role: StaffRole) => `${ADMIN_STAFF_PATH}/${userId}/roles/${role}`;

export const STAFF_ROLES = ["admin", "sales_agent", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: "Admin", sales_agent: "Sales agent", staff: "Staff" };

export const OWN_ADMIN_ROLE = "You cannot remove your own admin role; ask another admin";
export const LAST_ADMIN = "This is the shop's last admin; add another admin first";
export const CUSTOMER_NOT_FOUND = "There is no such customer in this shop";
export const MEMBER_NOT_FOUND = "There is no such member of this shop's staff";
const ROLE_MESSAGE = `The role must be one of ${STAFF_ROLES.join(", ")}`;

export const addStaffBody = z.object({
  /** The spec's 10-digit Indian mobile number. */
  phone: otpRequestBody.shape.phone,
  role: z.enum(STAFF_ROLES, ROLE_MESSAGE),
  /**
   * This website's name for someone it does not know yet (a new account is also named so);
   * someone it knows keeps the name it knows them by.
   */
  name: z.optional(registerBody.shape.name),
});
export type AddStaffBody = z.input<typeof addStaffBody>;

export const staffRoleParams = z.object({
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, "The id must be a positive whole number")), z.transform(Number)).check(z.refine((n) => n <= 2_147_483_647, MEMBER_NOT_FOUND)),
  role: z.enum(STAFF_ROLES, ROLE_MESSAGE),
});

export const customerListQuery = listQuery;

export interface AdminCustomerSummary {
  id: number;
  name: string;
  phone: string;
  email: string;
  order_count: number;
  /** ISO instant of their latest order here, null without one. */
  last_order_at: string | null;
  address_count: number;
  joined_at: string;
}
export interface AdminCustomersAnswer {
  data: AdminCustomerSummary[];
  meta: ListMeta;
}

export interface AdminCustomerOrder {
  id: number;
  order_number: string;
  created_at: string;
  status: string;
  payment_method: string;
  payment_status: string;
  /** Rupees. */
  amount: number;
}
export interface AdminCustomerAddress {
  id: number;
  name: string;
  phone: string;
  line1: string;
  line2: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  is_default: boolean;
}
export interface AdminCustomer {
  id: number;
  name: string;
  phone: string;
  email: string;
  joined_at: string;
  order_count: number;
  /** Newest first, at most 100. */
  orders: AdminCustomerOrder[];
  addresses: AdminCustomerAddress[];
}

export interface AdminStaffMember {
  user_id: number;
  /** This website's name for them; "" when it has none. */
  name: string;
  phone: string;
  roles: StaffRole[];
}
export interface AdminStaffAnswer {
  data: AdminStaffMember[];
}
