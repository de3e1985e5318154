import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import CategoryFilterModal from "./category-filter-modal";

const categories = [
  { name: "Dairy & Bakery", slug: "dairy-bakery", avatar: "", children: [{ name: "Milk", slug: "milk", avatar: "", children: [] }] },
  { name: "Snacks", slug: "snacks", avatar: "", children: [] },
];

function open(at: string) {
  const onClose = vi.fn();
  const element = <CategoryFilterModal open onClose={onClose} categories={categories} />;
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return { router, onClose };
}

describe("Category Filter modal (§2)", () => {
  it("applies the ticked categories as c on /products and closes", async () => {
    const { router, onClose } = open("/");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Milk" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Snacks" }));
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(router.state.location.pathname + router.state.location.search).toBe("/products?c=milk,snacks");
    expect(onClose).toHaveBeenCalled();
  });

  it("starts from the list's filter, stripping link prefixes, and Reset All goes to /products", async () => {
    const { router } = open("/products?c=/category/snacks&s=name");
    expect(((await screen.findByRole("checkbox", { name: "Snacks" })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Reset All" }));
    expect(router.state.location.pathname + router.state.location.search).toBe("/products");
  });
});
