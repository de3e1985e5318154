import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pagination } from "./pagination";

describe("Pagination", () => {
  it("shows the total, a window of five pages and the page sizes", () => {
    render(<Pagination total={240} page={5} perPage={24} onPageChange={() => {}} onPerPageChange={() => {}} />);
    expect(screen.getByText("Total: 240")).toBeTruthy();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["‹", "3", "4", "5", "6", "7", "›"]);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["5 per page", "10 per page", "20 per page", "24 per page", "50 per page", "100 per page"]);
    expect(screen.getByRole("button", { name: "5" }).getAttribute("aria-current")).toBe("page");
  });

  it("reports only changes to another page inside the range", async () => {
    const onPageChange = vi.fn();
    render(<Pagination total={30} page={1} perPage={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole("button", { name: "1" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "3" }));
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange.mock.calls).toEqual([[3], [2]]);
  });

  it("reports a new page size", async () => {
    const onPerPageChange = vi.fn();
    render(<Pagination total={30} page={1} perPage={10} onPageChange={() => {}} onPerPageChange={onPerPageChange} />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Products per page" }), "50");
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });
});
