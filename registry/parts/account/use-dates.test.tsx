import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { render, renderHook, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { makeIntl } from "../../../src/client/i18n/intl";
import { I18nProvider } from "../../../src/client/i18n/intl-context";
import { compileMessages } from "../../../src/shared/i18n/compile-messages";
import { DEFAULT_MESSAGES } from "../../../src/shared/i18n/messages/catalogues";
import { formatDate } from "../../../src/shared/date-format";
import { slotText } from "../../../src/shared/delivery-slot";
import { formatShopDate } from "../../../src/shared/shop-date-format";
import { shopMomentText } from "../../../src/shared/shop-time";
import { OrdersTable } from "./orders-table";
import { useAccountDates } from "./use-dates";

const hindi = makeIntl("hi", compileMessages(DEFAULT_MESSAGES.hi), (error) => {
  throw error;
});
const inHindi = ({ children }: { children: ReactNode }) => <I18nProvider intl={hindi}>{children}</I18nProvider>;

const AT = "2025-06-02T04:30:00.000Z";
const SLOT = { del_date: "2025-06-03", del_start_time: "09:00:00", del_end_time: "12:00:00" };

describe("account dates (issue 35: dates follow the language)", () => {
  it("reads in English exactly as the shared formatters write", () => {
    const { result } = renderHook(() => useAccountDates());
    expect(result.current.dateTime(AT)).toBe(formatDate(AT, true));
    expect(result.current.shopDate(AT)).toBe(formatShopDate(AT));
    expect(result.current.shopMoment(new Date(AT))).toBe(shopMomentText(new Date(AT)));
    expect(result.current.slot(SLOT)).toBe(slotText(SLOT));
    expect(result.current.dateTime("")).toBe("");
  });

  it("reads in Hindi with Hindi month and day names", () => {
    const { result } = renderHook(() => useAccountDates(), { wrapper: inHindi });
    expect(result.current.dateTime(AT)).toContain("जून");
    expect(result.current.shopDate("2025-06-04T20:00:00.000Z")).toMatch(/^5 जून 2025$/);
    expect(result.current.slot(SLOT)).toMatch(/जून, 09:00–12:00$/);
    expect(result.current.dateTime(null)).toBe("");
  });

  it("shows an orders table in Hindi: its headings, status and date", () => {
    render(
      <MemoryRouter>
        <OrdersTable orders={[{ id: 7, ordernumber: "1007", created_at: AT, items_count: 3, status: "out_for_delivery", amount: 250 } as never]} caption="x" />
      </MemoryRouter>,
      { wrapper: inHindi },
    );
    expect(screen.getByRole("columnheader", { name: "स्थिति" })).toBeTruthy();
    expect(screen.getByText("डिलीवरी के लिए निकला")).toBeTruthy();
    expect(screen.getByText(/जून/).getAttribute("data-label")).toBe("ऑर्डर की तारीख");
  });
});
