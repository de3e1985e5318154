import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { confirm, DialogHost } from "./confirm-dialog";
import { Modal } from "./modal";
import { useReturnFocus } from "./use-return-focus";
import { MODAL_CLOSE_DELAY_MS, MODAL_OPEN_DELAY_MS } from "./modal-timing";

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

/** A cart button and a pincode button, as in the shop's header; the cart's panel can hand over
 *  to the pincode dialog, as its "Select pincode" does. */
function Header() {
  const [cart, setCart] = useState(false);
  const [pincode, setPincode] = useState(false);
  return (
    <>
      <button onClick={() => setCart(true)}>Cart, 1 item</button>
      <button onClick={() => setPincode(true)}>Select delivery pincode</button>
      <input aria-label="Search" />
      <Modal open={cart} onClose={() => setCart(false)} title="Cart Summary" hideFooter>
        <button
          onClick={() => {
            setCart(false);
            setPincode(true);
          }}
        >
          Select pincode
        </button>
      </Modal>
      <Modal open={pincode} onClose={() => setPincode(false)} title="Change Location">
        <input aria-label="Delivery pincode" autoFocus />
      </Modal>
    </>
  );
}

/** Opens with the keyboard's moves: focus on the button, then activate it. The dialog takes
 *  focus after its first frame, hence the timers run with the promises between them. */
async function openWith(name: string) {
  const button = screen.getByRole("button", { name });
  act(() => button.focus());
  fireEvent.click(button);
  await act(async () => void (await vi.advanceTimersByTimeAsync(MODAL_OPEN_DELAY_MS)));
}

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });

describe("focus returns to what opened a dialog", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("Escape gives focus back to the opening button at once, and it stays there once the dialog has gone", async () => {
    render(<Header />);
    await openWith("Cart, 1 item");
    const panel = screen.getByRole("dialog", { name: "Cart Summary" });
    expect(panel.contains(document.activeElement)).toBe(true);

    escape();
    // Still fading out, but focus has already left it.
    expect(screen.getByRole("dialog", { hidden: true })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cart, 1 item", hidden: true }));
    advance(MODAL_CLOSE_DELAY_MS + 10);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cart, 1 item" }));
  });

  it("the × and the footer's buttons give focus back too, even to a field that autofocuses inside", async () => {
    render(<Header />);
    await openWith("Select delivery pincode");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Delivery pincode" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    advance(MODAL_CLOSE_DELAY_MS + 10);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Select delivery pincode" }));

    await openWith("Select delivery pincode");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    advance(MODAL_CLOSE_DELAY_MS + 10);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Select delivery pincode" }));
  });

  it("a dialog opened from inside another gives focus to the first one's opener once that one has gone", async () => {
    render(<Header />);
    await openWith("Cart, 1 item");
    const handOver = screen.getByRole("button", { name: "Select pincode" });
    act(() => handOver.focus());
    fireEvent.click(handOver);
    advance(MODAL_CLOSE_DELAY_MS + 10);
    expect(screen.getByRole("dialog", { name: "Change Location" })).toBeTruthy();
    expect(handOver.isConnected).toBe(false);

    escape();
    advance(MODAL_CLOSE_DELAY_MS + 10);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cart, 1 item" }));
  });

  it("a confirm() asked from a button gives focus back to it", async () => {
    function Row() {
      const [answer, setAnswer] = useState("");
      return (
        <>
          <button onClick={() => void confirm({ title: "Delete the brand Amul?" }).then((yes) => setAnswer(yes ? "yes" : "no"))}>Delete Amul</button>
          <output>{answer}</output>
          <DialogHost />
        </>
      );
    }
    render(<Row />);
    await openWith("Delete Amul");
    expect(screen.getByRole("dialog", { name: "Delete the brand Amul?" }).contains(document.activeElement)).toBe(true);
    escape();
    await act(async () => void (await vi.advanceTimersByTimeAsync(MODAL_CLOSE_DELAY_MS + 10)));
    expect(screen.getByRole("status").textContent).toBe("no");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete Amul" }));
  });

  it("a panel of our own (the menu drawer's kind), gone from the page on closing, gives focus back too", async () => {
    function Drawer() {
      const [open, setOpen] = useState(false);
      useReturnFocus(open, null);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open menu</button>
          {open ? (
            <div role="dialog" aria-label="Menu" onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
              <a href="#home">Home</a>
            </div>
          ) : null}
        </>
      );
    }
    render(<Drawer />);
    await openWith("Open menu");
    act(() => screen.getByRole("link", { name: "Home" }).focus());
    escape();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open menu" }));
  });
});
