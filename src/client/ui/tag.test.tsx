import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Tag } from "./tag";

describe("Tag", () => {
  it("shows its text, with no remove button unless asked", () => {
    const { container } = render(<Tag>Rice</Tag>);
    expect(screen.getByText("Rice")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector(".tag-neutral")).not.toBeNull();
  });

  it("can be removed through a labelled button", () => {
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove}>Rice</Tag>);
    fireEvent.click(screen.getByRole("button", { name: "Remove Rice" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("takes a tone and a remove label for rich content", () => {
    const { container } = render(
      <Tag tone="danger" onRemove={() => {}} removeLabel="Clear brand filter">
        <strong>Amul</strong>
      </Tag>,
    );
    expect(container.querySelector(".tag-danger")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Clear brand filter" })).toBeTruthy();
  });
});
