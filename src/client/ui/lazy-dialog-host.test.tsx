import { expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { confirm } from "./dialog-queue";
import { LazyDialogHost } from "./lazy-dialog-host";

it("renders nothing until a dialog is asked for, then shows it", async () => {
  const { container } = render(<LazyDialogHost />);
  expect(container.innerHTML).toBe("");
  expect(screen.queryByRole("dialog")).toBeNull();

  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = confirm({ title: "Remove this address?" });
  });
  expect(await screen.findByRole("dialog", {}, { timeout: 3000 })).toHaveProperty("textContent", expect.stringContaining("Remove this address?"));
  act(() => screen.getByRole("button", { name: "Confirm" }).click());
  await expect(answer).resolves.toBe(true);
});
