// Pictures a website keeps that are not the website's to show (ADR 0080): a shopper's photo of a
// problem with an order lives with the website's media under this prefix, and is served only to
// that shopper and the website's admins: never at /cdn, never listed in the media library. No
// size copies are made of them, so the prefix is always at the start of the key.
export const PRIVATE_MEDIA_PREFIX = "private/";

export const isPrivateMedia = (key: string): boolean => key.startsWith(PRIVATE_MEDIA_PREFIX);
