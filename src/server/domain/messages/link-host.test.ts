// Which host a message links to: a text only to a host under the deployment's whitelisted
// domain (DLT drops texts with other links), never without one; an email to a public host.
import { describe, expect, it } from "vitest";
import { emailLinkHost, linkOn, smsLinkHost } from "./link-host";

const HOSTS = ["fresh.localhost", "fresh.shops.example.in", "freshbasket.in", "127.0.0.1"];

describe("smsLinkHost", () => {
  it("links nowhere when the deployment names no whitelisted domain", () => {
    expect(smsLinkHost(HOSTS, undefined)).toBeNull();
    expect(smsLinkHost(HOSTS, "")).toBeNull();
  });

  it("links to the website's host under the whitelisted domain, or equal to it", () => {
    expect(smsLinkHost(HOSTS, "shops.example.in")).toBe("fresh.shops.example.in");
    expect(smsLinkHost(HOSTS, "freshbasket.in")).toBe("freshbasket.in");
    expect(smsLinkHost(["www.freshbasket.in", "freshbasket.in"], "FreshBasket.in")).toBe("freshbasket.in");
  });

  it("links nowhere when none of the website's hosts is under it, however alike the name", () => {
    expect(smsLinkHost(HOSTS, "example.in")).toBe("fresh.shops.example.in");
    expect(smsLinkHost(["notshops.example.in", "shops.example.in.evil.com"], "shops.example.in")).toBeNull();
    expect(smsLinkHost(["fresh.localhost"], "shops.example.in")).toBeNull();
  });
});

describe("emailLinkHost", () => {
  it("prefers the whitelisted host, else a public one, never a local name or an address", () => {
    expect(emailLinkHost(HOSTS, "shops.example.in")).toBe("fresh.shops.example.in");
    expect(emailLinkHost(HOSTS, undefined)).toBe("freshbasket.in");
    expect(emailLinkHost(["localhost", "demo.localhost", "127.0.0.1"], undefined)).toBeNull();
  });
});

describe("linkOn", () => {
  it("is an https address on the host, or nothing without a host or a path", () => {
    expect(linkOn("freshbasket.in", "/account/orders/12")).toBe("https://freshbasket.in/account/orders/12");
    expect(linkOn(null, "/account/orders/12")).toBeNull();
    expect(linkOn("freshbasket.in", null)).toBeNull();
  });
});
