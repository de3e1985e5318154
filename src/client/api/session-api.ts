// §7 GET /api/auth/logout. Clearing the signed-in user afterwards is the caller's step (§4).
import { http } from "./http-client";

export interface LogoutAnswer {
  message: string;
}

export function logout(signal?: AbortSignal): Promise<LogoutAnswer> {
  return http.get<LogoutAnswer>("/api/auth/logout", { signal });
}
