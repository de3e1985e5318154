// §5 banner links: `/…` stays in the shop, `http(s)://…` and `www.…` open in a new tab (www
// gains https://), anything else is not a link at all. Banners, hero cards and supplier cards
// all follow it, since an owner types these links by hand.

export type BannerLink = { kind: "internal"; to: string } | { kind: "external"; href: string } | null;

export function bannerLink(raw: string | null | undefined): BannerLink {
  const link = (raw ?? "").trim();
  if (link === "") return null;
  // "//host" is a protocol-relative address to another site, not a page of this shop, and so
  // is "/\host" (browsers read a backslash as a slash); control characters never belong in one.
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (link.startsWith("/") && !/^\/[/\\]/.test(link) && !/[\0-\x1f\x7f]/.test(link)) return { kind: "internal", to: link };
  if (/^https?:\/\/[^\s/]/i.test(link)) return { kind: "external", href: link };
  if (/^www\.[^\s]/i.test(link)) return { kind: "external", href: `https://${link}` };
  return null;
}
