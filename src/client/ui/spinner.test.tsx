import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { FullPageSpinner, Spinner } from "./spinner";
import { Loading } from "./loading";

describe("Spinner", () => {
  it('is labelled "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeTruthy();
  });
  it("is hidden from assistive technology when its label is null", () => {
    const { container } = render(<Spinner label={null} size="small" />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(container.querySelector(".spinner-small")?.getAttribute("aria-hidden")).toBe("true");
  });
  it("has a full-page, centred variant", () => {
    const { container } = render(<FullPageSpinner />);
    expect(container.querySelector(".full-page-spinner")).not.toBeNull();
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeTruthy();
  });
});

describe("Loading", () => {
  it('says "Loading..."', () => {
    render(<Loading />);
    expect(screen.getByRole("status").textContent).toBe("Loading...");
  });
});
