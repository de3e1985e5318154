// The back-office app's address (issue 11). Here because the shop's account menu, the server
// and the build all need it and may share only this layer.

/** The back office; the server answers it and every path below it with admin.html. */
export const BACK_OFFICE_PATH = "/bos/admin";

export function isBackOfficePath(path: string): boolean {
  return path === BACK_OFFICE_PATH || path.startsWith(`${BACK_OFFICE_PATH}/`);
}
