import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../api/fake-shop-server";
import { PreviewRoute } from "./preview-route";

let server: FakeShopServer;

beforeEach(() => {
  server = createFakeShopServer();
  server.on("GET", "/s/api/preview/fixtures", () => jsonResponse([]));
  vi.stubGlobal("fetch", server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
});

const renderRoute = () =>
  render(
    <MemoryRouter initialEntries={["/preview"]}>
      <PreviewRoute />
    </MemoryRouter>,
  );

describe("the /preview route", () => {
  it("loads the preview screen outside production", async () => {
    document.head.innerHTML = '<meta name="environment" content="local">';
    renderRoute();
    expect(await screen.findByRole("heading", { name: "Page preview" })).toBeTruthy();
  });

  it("is Not found in production, without asking for the fixtures", () => {
    document.head.innerHTML = '<meta name="environment" content="production">';
    renderRoute();
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
