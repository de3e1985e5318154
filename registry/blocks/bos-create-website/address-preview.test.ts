import { describe, expect, it } from "vitest";
import { addressPreview } from "./address-preview";

describe("addressPreview", () => {
  it("names the .localhost address with this server's port for a usable subdomain", () => {
    expect(addressPreview("My-Shop ", { hostname: "localhost", port: "3000" })).toBe("my-shop.localhost:3000");
    expect(addressPreview("fresh2", { hostname: "fresh.localhost", port: "" })).toBe("fresh2.localhost");
    expect(addressPreview("fresh2", { hostname: "127.0.0.1", port: "8080" })).toBe("fresh2.localhost:8080");
  });

  it("shows nothing for a subdomain the server would refuse", () => {
    for (const sub of ["", "ab", "-shop", "shop-", "my_shop", "admin", "page-builder"]) expect(addressPreview(sub, { hostname: "localhost", port: "3000" })).toBeNull();
  });

  it("shows nothing away from this machine, where the server's own domain is not known", () => {
    expect(addressPreview("my-shop", { hostname: "shop.example.com", port: "" })).toBeNull();
  });
});
