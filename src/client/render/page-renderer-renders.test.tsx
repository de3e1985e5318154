import { describe, expect, it, vi } from "vitest";
import { act, render, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { newBlockId } from "../../shared/block-id";
import type { PageComponent } from "../../shared/page-document";
import { PageRenderer } from "./page-renderer";

// Counts how often a live page draws its block's own component.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../registry/blocks/rich-text/rich-text-block", () => ({
  default: function CountedBlock() {
    renders.count += 1;
    return <p>Drawn</p>;
  },
}));

describe("a live page's block", () => {
  it("is drawn once: clearing its hydrating mark re-renders only the wrapper around it", async () => {
    const component: PageComponent = { id: newBlockId(), name: "rich-text", type: "block", order: 0, data: { html: "<p>x</p>" }, settings: {}, logicdata: {}, response: null };
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(
        <MemoryRouter>
          <PageRenderer components={[component]} mode="live" />
        </MemoryRouter>,
      );
    });
    const wrapper = view.container.querySelector(".page-block")!;
    await waitFor(() => expect(wrapper.hasAttribute("data-hydrating")).toBe(false));
    expect(wrapper.textContent).toBe("Drawn");
    expect(renders.count).toBe(1);
  });
});
