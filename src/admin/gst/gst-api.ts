// The back office's calls to the GST admin API (src/shared/api/admin-gst.ts), and the addresses
// of the files it serves (a document's PDF, a GSTR-1 table), which the screen links to.
import { buildUrl, http } from "../../client/api/http-client";
import {
  ADMIN_GST_DOCUMENTS_PATH,
  ADMIN_GST_SETTINGS_PATH,
  ADMIN_GSTR1_PATH,
  adminGstDocumentPdfPath,
  type GstSettingsAnswer,
  type GstSettingsBody,
  type Gstr1TableName,
  type IssuedDocumentsAnswer,
  type PdfLayout,
} from "../../shared/api/admin-gst";
import type { GstDocumentKind } from "../../shared/gst/invoice-document";

export interface DocumentFilters {
  /** YYYY-MM. */
  month?: string;
  kind?: GstDocumentKind;
  q?: string;
  page: number;
  per_page: number;
}

export const gstApi = {
  settings: (signal?: AbortSignal) => http.get<GstSettingsAnswer>(ADMIN_GST_SETTINGS_PATH, { signal }),
  save: (body: GstSettingsBody) => http.put<GstSettingsAnswer>(ADMIN_GST_SETTINGS_PATH, body),
  documents: (filters: DocumentFilters, signal?: AbortSignal) => http.get<IssuedDocumentsAnswer>(ADMIN_GST_DOCUMENTS_PATH, { query: { ...filters }, signal }),
};

export const documentPdfUrl = (id: number, layout: PdfLayout) => buildUrl(adminGstDocumentPdfPath(id), { layout });

export const gstr1Url = (month: string, gstin: string, table: Gstr1TableName) => buildUrl(ADMIN_GSTR1_PATH, { month, gstin, table });
