// §8 in the page's language: the server's words as it sent them, the shop's own in its catalogue.
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError, TimeoutError, XsrfTokenError } from "../api/http-client";
import type { MessageId } from "../i18n/use-t";
import { friendlyMessage, userMessage } from "./user-message";

describe("userMessage and friendlyMessage for the shop", () => {
  it("take the server's message from the answer", () => {
    expect(userMessage(new ApiError(422, { message: "Out of stock" }, "POST", "/api/cart"))).toBe("Out of stock");
    expect(friendlyMessage({ msg: "Closed today" })).toBe("Closed today");
  });

  it("fall back to §8's texts, from the page's catalogue", () => {
    expect(userMessage(new ApiError(502, null, "GET", "/api/init"))).toBe("There's been an error, please try again.");
    expect(userMessage(new TypeError("x is undefined"))).toBe("There's been an error, please try again.");
    expect(friendlyMessage(new Error("boom"))).toBe("Something went wrong");
    const say = (id: MessageId) => `[${id}]`;
    expect(userMessage(null, say)).toBe("[app.genericError]");
    expect(friendlyMessage(undefined, say)).toBe("[app.somethingWentWrong]");
  });

  it("say the client's own failures in the page's language", () => {
    expect(userMessage(new TimeoutError(15_000))).toBe("The shop is taking too long to answer. Please try again.");
    expect(userMessage(new NetworkError(new TypeError("Failed to fetch")))).toBe("Could not reach the shop. Please check your connection and try again.");
    expect(friendlyMessage(new XsrfTokenError())).toBe("Could not start a secure session. Please reload the page and try again.");
    const say = (id: MessageId) => `[${id}]`;
    expect(userMessage(new TimeoutError(15_000), say)).toBe("[app.timeoutError]");
    expect(userMessage(new NetworkError(null), say)).toBe("[app.networkError]");
  });
});
