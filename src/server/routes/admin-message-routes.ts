// The back office's Messages screen (issue 33, ADR 0079; the contract is
// src/shared/api/admin-messages.ts): the active website's switch for each order message, and its
// recent messages. Every route answers 401 signed out and 403 to anyone but an admin of the
// active website or a superadmin before its body is read.
import type { FastifyInstance } from "fastify";
import { ADMIN_MESSAGE_SETTINGS_PATH, ADMIN_MESSAGES_PATH, messageSettingsBody, recentMessagesQuery } from "../../shared/api/admin-messages";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";

export async function adminMessageRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { messages } = services.admin;
  adminScope(app, services, async (scope, admin) => {
    scope.get(API_BASE + ADMIN_MESSAGE_SETTINGS_PATH, async (request) => messages.readSettings(admin(request).websiteId));

    scope.put(API_BASE + ADMIN_MESSAGE_SETTINGS_PATH, async (request) => {
      const { websiteId, userId } = admin(request);
      const { events } = parseInput(messageSettingsBody, request.body, "body");
      return messages.saveSettings(websiteId, userId, events);
    });

    scope.get(API_BASE + ADMIN_MESSAGES_PATH, async (request) => {
      const query = parseInput(recentMessagesQuery, request.query, "query");
      return messages.recent(admin(request).websiteId, { status: query.status, page: query.page, perPage: query.per_page });
    });
  });
}
