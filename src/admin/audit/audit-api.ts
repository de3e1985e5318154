// The back office's reading of the audit log (GET /s/api/admin/audit, src/shared/api/admin-catalogue.ts).
import { http } from "../../client/api/http-client";
import { ADMIN_AUDIT_PATH, type AuditAction, type AuditAnswer, type AuditEntityType } from "../../shared/api/admin-catalogue";

export interface AuditFilters {
  entity_type?: AuditEntityType;
  action?: AuditAction;
  user_id?: number;
  /** Inclusive days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  page: number;
  per_page: number;
}

export const fetchAudit = (filters: AuditFilters, signal?: AbortSignal) => http.get<AuditAnswer>(ADMIN_AUDIT_PATH, { query: { ...filters }, signal });
