import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compileMessages } from "../../shared/i18n/compile-messages";
import { DEFAULT_MESSAGES } from "../../shared/i18n/messages/catalogues";
import { makeIntl } from "../i18n/intl";
import { I18nProvider } from "../i18n/intl-context";
import { Pagination, perPageOptions } from "./pagination";

// The page's catalogue in Hindi, as the shop installs it for a Hindi page (issue 35).
const hindi = makeIntl("hi", compileMessages(DEFAULT_MESSAGES.hi), (error) => {
  throw error;
});

const pageButtons = () =>
  screen
    .getAllByRole("button")
    .filter((b) => /^Page \d+$/.test(b.getAttribute("aria-label") ?? ""))
    .map((b) => b.textContent);

describe("Pagination", () => {
  it('shows "Total: N" and a window of five pages centred on the current one', () => {
    render(<Pagination total={240} page={5} perPage={24} onPageChange={() => {}} />);
    expect(screen.getByText("Total: 240")).toBeTruthy();
    expect(pageButtons()).toEqual(["3", "4", "5", "6", "7"]);
    expect(screen.getByRole("button", { name: "Page 5" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Page 4" }).getAttribute("aria-current")).toBeNull();
  });

  it("shows every page when there are fewer than five, and page 1 for an empty list", () => {
    const { rerender } = render(<Pagination total={30} page={1} perPage={10} onPageChange={() => {}} />);
    expect(pageButtons()).toEqual(["1", "2", "3"]);
    rerender(<Pagination total={0} page={1} perPage={10} onPageChange={() => {}} />);
    expect(screen.getByText("Total: 0")).toBeTruthy();
    expect(pageButtons()).toEqual(["1"]);
  });

  it("reports a click on another page, previous and next", async () => {
    const onPageChange = vi.fn();
    render(<Pagination total={100} page={3} perPage={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Page 5" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange.mock.calls).toEqual([[5], [2], [4]]);
  });

  it("ignores the current page and steps outside the range", async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination total={30} page={1} perPage={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Page 1" }));
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    rerender(<Pagination total={30} page={3} perPage={10} onPageChange={onPageChange} />);
    expect((screen.getByRole("button", { name: "Next page" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('offers "N per page" for 5, 10, 20, 50 and 100 and reports the choice', async () => {
    const onPerPageChange = vi.fn();
    render(<Pagination total={30} page={1} perPage={10} onPageChange={() => {}} onPerPageChange={onPerPageChange} />);
    const select = screen.getByRole("combobox", { name: "Items per page" }) as HTMLSelectElement;
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["5 per page", "10 per page", "20 per page", "50 per page", "100 per page"]);
    expect(select.value).toBe("10");
    await userEvent.selectOptions(select, "50");
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });

  it("adds the current page size to the choices when it is not one of them", () => {
    render(<Pagination total={240} page={1} perPage={24} onPageChange={() => {}} onPerPageChange={() => {}} />);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["5 per page", "10 per page", "20 per page", "24 per page", "50 per page", "100 per page"]);
    expect((screen.getByRole("combobox", { name: "Items per page" }) as HTMLSelectElement).value).toBe("24");
  });

  it("takes other choices, and has no size choice without onPerPageChange", () => {
    expect(perPageOptions([12, 36], 12)).toEqual([12, 36]);
    expect(perPageOptions([12, 36], 24)).toEqual([12, 24, 36]);
    const { rerender } = render(<Pagination total={50} page={1} perPage={12} perPageChoices={[12, 36]} onPageChange={() => {}} onPerPageChange={() => {}} />);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["12 per page", "36 per page"]);
    rerender(<Pagination total={50} page={1} perPage={12} onPageChange={() => {}} />);
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});

describe("Pagination in Hindi (issue 35)", () => {
  it("says its words in the page's language, its numbers as they are", () => {
    render(
      <I18nProvider intl={hindi}>
        <Pagination total={240} page={5} perPage={24} onPageChange={() => {}} onPerPageChange={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByText("कुल: 240")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "पेज नेविगेशन" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "पेज 5" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "अगला पेज" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "हर पेज पर 24" })).toBeTruthy();
  });
});
