import { describe, expect, it } from "vitest";
import { acceptsFile } from "./file-accept";

describe("acceptsFile", () => {
  it("reads MIME types, wildcards and extensions as the accept attribute does", () => {
    const accept = "image/*, application/pdf ,.TXT";
    expect(acceptsFile(accept, { name: "bill.jpg", type: "image/jpeg" })).toBe(true);
    expect(acceptsFile(accept, { name: "bill.pdf", type: "Application/PDF" })).toBe(true);
    expect(acceptsFile(accept, { name: "notes.txt", type: "" })).toBe(true);
    expect(acceptsFile(accept, { name: "run.exe", type: "application/x-msdownload" })).toBe(false);
    // A wildcard names a whole top-level type, not a prefix of one.
    expect(acceptsFile("image/*", { name: "x", type: "imagex/png" })).toBe(false);
    expect(acceptsFile("image/*", { name: "x", type: "image" })).toBe(false);
  });

  it("admits nothing with an empty list", () => {
    expect(acceptsFile(" , ", { name: "a.png", type: "image/png" })).toBe(false);
  });
});
