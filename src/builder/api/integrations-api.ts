// The active website's analytics and error-reporting keys (GET and PUT /s/api/admin/integrations,
// ADR 0029).
import { checkAnswer } from "../../client/api/check-answer";
import { http } from "../../client/api/http-client";
import { ADMIN_INTEGRATIONS_PATH, integrationsAnswerSchema, type IntegrationSettings, type IntegrationsAnswer } from "../../shared/api/integrations";

export async function fetchIntegrations(options: { signal?: AbortSignal } = {}): Promise<IntegrationsAnswer> {
  return checkAnswer(integrationsAnswerSchema, await http.get(ADMIN_INTEGRATIONS_PATH, options), `GET ${ADMIN_INTEGRATIONS_PATH}`) as IntegrationsAnswer;
}

/** Saves the whole document (a field left out is cleared); a 422 carries a message per JSON Pointer. */
export async function saveIntegrations(settings: IntegrationSettings): Promise<IntegrationsAnswer> {
  return checkAnswer(integrationsAnswerSchema, await http.put(ADMIN_INTEGRATIONS_PATH, settings), `PUT ${ADMIN_INTEGRATIONS_PATH}`) as IntegrationsAnswer;
}
