// The settings screen's "Analytics and error reporting" section (ADR 0029) against a stand-in
// server: it shows the saved keys, judges them with the integrations schema, and saves them
// trimmed and on their own.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { clearToasts, ToastHost } from "../../client/ui/toast";
import type { IntegrationSettings } from "../../shared/api/integrations";
import { documentOf, integrationErrors, INTEGRATIONS_SAVED, IntegrationsSection } from "./integrations-section";

const KEY = "phc_Ab12Cd34Ef56Gh78Ij90Kl12";
const DSN = "https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/42";

let server: FakeShopServer;
let stored: IntegrationSettings;

beforeEach(() => {
  stored = { sentry_dsn: DSN };
  server = createFakeShopServer();
  server.on("GET", "/s/api/admin/integrations", () => jsonResponse({ website_id: 7, integrations: stored }));
  server.on("PUT", "/s/api/admin/integrations", (call) => {
    stored = call.body as IntegrationSettings;
    return jsonResponse({ website_id: 7, integrations: stored });
  });
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderSection() {
  return render(
    <>
      <IntegrationsSection />
      <ToastHost />
    </>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByText("Save analytics and error reporting", { selector: "button" }) as HTMLButtonElement;
const puts = () => server.calls.filter((c) => c.method === "PUT");

describe("the analytics and error reporting section", () => {
  it("shows the saved keys with the schema's labels and hints; Save waits for a change", async () => {
    renderSection();
    expect(await screen.findByRole("heading", { name: "Analytics and error reporting" })).toBeTruthy();
    await waitFor(() => expect(input("Sentry DSN").value).toBe(DSN));
    expect(input("PostHog project API key").value).toBe("");
    expect(input("PostHog address").placeholder).toBe("https://us.i.posthog.com");
    expect(screen.getByText(/It starts with phc_ and is public/)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it("saves the keys trimmed, leaving out the empty ones, and says so", async () => {
    renderSection();
    await waitFor(() => expect(input("Sentry DSN").value).toBe(DSN));
    fireEvent.change(input("PostHog project API key"), { target: { value: `  ${KEY} ` } });
    fireEvent.change(input("Sentry DSN"), { target: { value: "" } });
    fireEvent.click(saveButton());
    await screen.findByText(INTEGRATIONS_SAVED);
    expect(puts().map((c) => c.body)).toEqual([{ posthog_key: KEY }]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it("does not send keys the schema refuses, and shows its messages on their fields", async () => {
    renderSection();
    await waitFor(() => expect(input("Sentry DSN").value).toBe(DSN));
    fireEvent.change(input("PostHog project API key"), { target: { value: "phx_personalsecret123" } });
    fireEvent.change(input("Sentry DSN"), { target: { value: "http://public:secret@o1.ingest.sentry.io/42" } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(/never a personal key/)).toBeTruthy();
    expect(screen.getByText(/The Sentry DSN looks like/)).toBeTruthy();
    expect(input("PostHog project API key").getAttribute("aria-invalid")).toBe("true");
    expect(puts()).toEqual([]);
  });

  it("shows the server's 422 messages on their fields", async () => {
    server.on("PUT", "/s/api/admin/integrations", () => jsonResponse({ message: "Some settings need fixing", errors: { "/posthog_api_host": "The server says no to this address" } }, 422));
    renderSection();
    await waitFor(() => expect(input("Sentry DSN").value).toBe(DSN));
    fireEvent.change(input("PostHog project API key"), { target: { value: KEY } });
    fireEvent.change(input("PostHog address"), { target: { value: "https://eu.i.posthog.com" } });
    fireEvent.click(saveButton());
    expect(await screen.findByText("The server says no to this address")).toBeTruthy();
    expect(input("PostHog address").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("judging the keys in the builder", () => {
  it("agrees with the schema the server saves with", () => {
    expect(integrationErrors({ posthog_key: KEY, posthog_api_host: "https://eu.i.posthog.com", sentry_dsn: DSN })).toEqual({});
    expect(integrationErrors({})).toEqual({});
    expect(integrationErrors({ posthog_api_host: "https://eu.i.posthog.com" })).toEqual({ posthog_key: expect.stringMatching(/Add the PostHog project API key/) });
    expect(integrationErrors({ posthog_key: KEY, posthog_api_host: "https://eu.i.posthog.com/ingest" })).toEqual({ posthog_api_host: expect.stringMatching(/no path/) });
    expect(documentOf({ posthog_key: " x ", posthog_api_host: "  ", sentry_dsn: "" })).toEqual({ posthog_key: "x" });
  });
});
