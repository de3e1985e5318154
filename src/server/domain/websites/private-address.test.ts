// The domain check fetches only from public addresses (ADR 0048): every range that reaches this
// server's own machine or network, or nowhere, is refused, also when written as IPv6.
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./private-address";

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, carrier-grade NAT, this-network and reserved IPv4", () => {
    for (const ip of [
      "127.0.0.1",
      "127.255.255.254",
      "10.0.0.1",
      "10.255.255.255",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.1",
      "192.168.255.255",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.255",
      "0.0.0.0",
      "0.1.2.3",
      "192.0.2.10",
      "198.18.0.1",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("refuses loopback, unique-local, link-local, multicast and IPv4 ranges behind IPv6", () => {
    for (const ip of [
      "::1",
      "::",
      "[::1]",
      "0:0:0:0:0:0:0:1",
      "fc00::1",
      "fd12:3456:789a::1",
      "fe80::1",
      "fe80::1%eth0",
      "febf:ffff::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::ffff:192.168.1.1",
      "::ffff:169.254.169.254",
      "::127.0.0.1",
      "64:ff9b::10.0.0.1",
      "64:ff9b::a9fe:a9fe",
      "2001:db8::1",
      "2002:7f00:1::1",
      "FD00::1",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("accepts public addresses, and the edges just outside the refused ranges", () => {
    for (const ip of [
      "93.184.216.34",
      "8.8.8.8",
      "1.1.1.1",
      "172.15.255.255",
      "172.32.0.1",
      "100.63.255.255",
      "100.128.0.1",
      "169.253.255.255",
      "11.0.0.1",
      "2606:4700:4700::1111",
      "2a00:1450:4001:80b::200e",
      "::ffff:93.184.216.34",
      "64:ff9b::5db8:d822",
      "fbff::1",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it("refuses what is not an IP address", () => {
    for (const text of ["", "localhost", "example.com", "1.2.3", "999.1.1.1", "::gg", "127.0.0.1.nip.io"]) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });
});
