// The point of sale's address (issue 12). Here because the shop's account menu, the server and
// the build all need it and may share only this layer.

/** The point of sale; the server answers it and every path below it with pos.html. */
export const POS_PATH = "/pos";

export function isPosPath(path: string): boolean {
  return path === POS_PATH || path.startsWith(`${POS_PATH}/`);
}
