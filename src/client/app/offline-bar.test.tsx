import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { setConnection } from "../testing/connection";
import { OfflineBar } from "./offline-bar";

afterEach(() => setConnection(true));

const show = () => render(<OfflineBar />);

describe("the offline bar (issue 36)", () => {
  it("renders nothing while online, so a normal load keeps its layout", () => {
    const { container } = show();
    expect(container.innerHTML).toBe("");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("renders nothing on the server, whatever the browser will say", () => {
    setConnection(false);
    expect(renderToString(<OfflineBar />)).toBe("");
  });

  it("says the shop is offline, politely, while it is, and goes when the connection is back", () => {
    show();
    setConnection(false);
    const bar = screen.getByRole("status");
    expect(bar.textContent).toBe("You are offline. What you see may be out of date.");
    expect(bar.getAttribute("aria-live")).toBe("polite");
    setConnection(true);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows at once on a page opened while offline", () => {
    setConnection(false);
    show();
    expect(screen.getByRole("status").textContent).toBe("You are offline. What you see may be out of date.");
  });
});
