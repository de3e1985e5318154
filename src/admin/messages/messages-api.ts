// The back office's calls to the messages admin API (src/shared/api/admin-messages.ts).
import { http } from "../../client/api/http-client";
import { ADMIN_MESSAGE_SETTINGS_PATH, ADMIN_MESSAGES_PATH, type MessageSettingsAnswer, type MessageSettingsBody, type MessageStatus, type RecentMessagesAnswer } from "../../shared/api/admin-messages";

export interface RecentFilters {
  status?: MessageStatus;
  page: number;
  per_page: number;
}

export const messagesApi = {
  settings: (signal?: AbortSignal) => http.get<MessageSettingsAnswer>(ADMIN_MESSAGE_SETTINGS_PATH, { signal }),
  save: (body: MessageSettingsBody) => http.put<MessageSettingsAnswer>(ADMIN_MESSAGE_SETTINGS_PATH, body),
  recent: (query: RecentFilters, signal?: AbortSignal) => http.get<RecentMessagesAnswer>(ADMIN_MESSAGES_PATH, { query: { ...query }, signal }),
};
