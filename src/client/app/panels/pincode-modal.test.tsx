import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../api/fake-shop-server";
import { clearRecentReports, recentReports, setReporter } from "../../lib/error-reporter";
import { reloadPage } from "../../lib/reload-page";
import PincodeModal from "./pincode-modal";

vi.mock("../../lib/reload-page", () => ({ reloadPage: vi.fn() }));

let server: FakeShopServer;

beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  vi.mocked(reloadPage).mockClear();
  clearRecentReports();
  setReporter(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  setReporter(null);
});

const input = () => screen.getByLabelText("Delivery pincode") as HTMLInputElement;
const apply = () => screen.getByRole("button", { name: "Apply" }) as HTMLButtonElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe("Change Location modal (§4, §5, §8)", () => {
  it("under 6 digits says so and makes no call", async () => {
    render(<PincodeModal open onClose={() => {}} pincode={null} />);
    type("5600");
    fireEvent.click(apply());
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid pincode");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    // Enter submits the same way.
    fireEvent.submit(input().form!);
    expect(server.calls).toEqual([]);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("takes digits only, at most 6", () => {
    render(<PincodeModal open onClose={() => {}} pincode={null} />);
    type("56a0-0381234");
    expect(input().value).toBe("560038");
  });

  it("is busy while the server checks, then reloads the page", async () => {
    let answer!: (r: Response) => void;
    server.on("GET", "/s/api/check/pincode/560038", () => new Promise<Response>((resolve) => (answer = resolve)));
    render(<PincodeModal open onClose={() => {}} pincode="560011" />);
    expect(screen.getByText("Delivering to 560011")).toBeTruthy();
    type("560038");
    fireEvent.click(apply());
    await waitFor(() => expect(apply().getAttribute("aria-busy")).toBe("true"));
    expect(apply().disabled).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
    await act(async () => answer(jsonResponse({ pincode: "560038", area: "Indiranagar Hub", serviceable: true, message: "Delivering to Indiranagar Hub (560038)" })));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(server.log()).toEqual(["GET /s/api/check/pincode/560038"]);
    expect(server.calls[0]?.headers.get("x-web-url")).toBe(window.location.origin);
  });

  it("shows the server's refusal under the input, reports it, and does not reload", async () => {
    server.on("GET", "/s/api/check/pincode/110001", () => jsonResponse({ message: "Sorry, we do not deliver to 110001 yet", errors: { pincode: "Not serviceable" } }, 422));
    render(<PincodeModal open onClose={() => {}} pincode={null} />);
    type("110001");
    fireEvent.click(apply());
    expect((await screen.findByRole("alert")).textContent).toBe("Sorry, we do not deliver to 110001 yet");
    expect(reloadPage).not.toHaveBeenCalled();
    expect(apply().disabled).toBe(false);
    expect(recentReports()).toEqual([expect.objectContaining({ kind: "error", context: { where: "check pincode", pincode: "110001" } })]);
  });
});
