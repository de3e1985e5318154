import { describe, expect, it } from "vitest";
import { BACK_OFFICE_PATH, isBackOfficePath } from "./back-office";

describe("the back office's paths", () => {
  it("are its address and everything below it", () => {
    for (const path of [BACK_OFFICE_PATH, "/bos/admin/", "/bos/admin/orders/K-1"]) expect(isBackOfficePath(path), path).toBe(true);
  });

  it("are not look-alikes nor the shop's choose screen", () => {
    for (const path of ["/bos/adminx", "/bos", "/auth/bos/choose", "/page-builder", "/"]) expect(isBackOfficePath(path), path).toBe(false);
  });
});
