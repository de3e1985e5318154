// A cache that keeps at most so many answers: a phone's storage is shared with everything else
// on it, and pictures and catalogue answers pile up as a shopper browses. The oldest kept goes
// first; keeping an answer again makes it the newest (Cache keys list in the order put).

export async function putBounded(cache: Cache, request: Request | string, response: Response, max: number): Promise<void> {
  // Deleting first moves a kept answer to the end of the order.
  await cache.delete(request, { ignoreVary: true });
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
}
