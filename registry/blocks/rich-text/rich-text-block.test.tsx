import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import type { ReactNode } from "react";
import RichTextBlock from "./rich-text-block";
import { sanitiseRichText } from "./sanitise-rich-text";
import { richText } from "./index";

const inRouter = (ui: ReactNode) => (
  <MemoryRouter initialEntries={["/"]}>
    <Routes>
      <Route path="/" element={ui} />
      <Route path="/products" element={<p>Product list</p>} />
    </Routes>
  </MemoryRouter>
);

describe("rich-text block", () => {
  it("follows its links to the shop's own pages inside the app", async () => {
    render(
      inRouter(<RichTextBlock name="rich-text" type="block" order={0} mode="live" logicdata={undefined} response={undefined} settings={{}} data={{ html: "<a href='/products'>Shop now</a>" }} />),
    );
    await userEvent.click(screen.getByRole("link", { name: "Shop now" }));
    expect(screen.getByText("Product list")).toBeTruthy();
  });

  it("renders headings, lists and links", () => {
    const { container } = render(
      inRouter(
        <RichTextBlock
          name="rich-text"
          type="block"
          order={0}
          mode="live"
          logicdata={undefined}
          response={undefined}
          settings={{ align: "center" }}
          data={{ html: "<h2>Fresh every day</h2><ul><li>Milk</li></ul><a href='/products'>Shop</a>" }}
        />,
      ),
    );
    expect(container.querySelector("h2")?.textContent).toBe("Fresh every day");
    expect(container.querySelector("li")?.textContent).toBe("Milk");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/products");
    expect((container.querySelector(".rich-text") as HTMLElement).style.textAlign).toBe("center");
  });

  it("draws a live page's text as the server answered it, and cleans a preview's draft in the browser", async () => {
    const draft = `<p onclick="alert(1)">Hi</p><img src=x onerror="alert(2)">`;
    const live = render(inRouter(<RichTextBlock name="rich-text" type="block" order={0} mode="live" logicdata={undefined} response={undefined} settings={{}} data={{ html: "<p>Served</p>" }} />));
    expect(live.container.querySelector(".rich-text")!.innerHTML).toBe("<p>Served</p>");
    live.unmount();
    const preview = render(inRouter(<RichTextBlock name="rich-text" type="block" order={0} mode="preview" logicdata={undefined} response={undefined} settings={{}} data={{ html: draft }} />));
    await screen.findByText("Hi");
    const shown = preview.container.querySelector(".rich-text")!.innerHTML;
    expect(shown).toBe(sanitiseRichText(draft));
    expect(shown).not.toMatch(/onclick|onerror/);
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const clean = sanitiseRichText(`<p onclick="alert(1)">Hi</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)"><style>body{}</style>`);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<style/i);
    expect(clean).toContain("<p>Hi</p>");
  });

  it("adds rel=noopener to links that open a new tab", () => {
    expect(sanitiseRichText('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it("its schema accepts the defaults and rejects missing text with the owner's message", async () => {
    const validator = await richText.validator();
    expect(validator({ name: "rich-text", ...richText.defaults })).toBe(true);
    expect(validator({ name: "rich-text", data: {} })).toBe(false);
    expect(validator.errors?.map((e) => e.message)).toContain("Write some text for this block");
  });
});
