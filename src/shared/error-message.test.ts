import { describe, expect, it } from "vitest";
import { extractMessage, FALLBACK_ERROR_MESSAGE, friendlyMessage, GENERIC_ERROR_MESSAGE, userMessage } from "./error-message";

const GENERIC = "There's been an error, please try again.";
const FALLBACK = "Something went wrong";

// The shape of the client's ApiError, which this layer may not import.
class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

class ExposedError extends Error {
  readonly expose = true;
}

describe("userMessage (§8)", () => {
  it("uses the fallback texts the spec names", () => {
    expect(GENERIC_ERROR_MESSAGE).toBe(GENERIC);
    expect(FALLBACK_ERROR_MESSAGE).toBe(FALLBACK);
  });

  it("shows a string body as it is", () => {
    expect(userMessage("Pincode not serviceable")).toBe("Pincode not serviceable");
    expect(userMessage("  spaced  ")).toBe("  spaced  ");
  });

  it("reads msg, then message, then error", () => {
    expect(userMessage({ msg: "from msg", message: "from message", error: "from error" })).toBe("from msg");
    expect(userMessage({ message: "from message", error: "from error" })).toBe("from message");
    expect(userMessage({ error: "from error" })).toBe("from error");
  });

  it("skips a field that holds no text and takes the next", () => {
    expect(userMessage({ msg: "", message: "second" })).toBe("second");
    expect(userMessage({ msg: null, message: 42, error: "third" })).toBe("third");
    expect(userMessage({ msg: [], error: "third" })).toBe("third");
  });

  it("joins an array body with newlines", () => {
    expect(userMessage(["first problem", "second problem"])).toBe("first problem\nsecond problem");
  });

  it("joins an array field with newlines", () => {
    expect(userMessage({ message: ["Name is required", "Phone is not in valid format"] })).toBe("Name is required\nPhone is not in valid format");
    expect(userMessage({ error: ["only one"] })).toBe("only one");
  });

  it("reads messages out of objects inside an array or a field", () => {
    expect(userMessage([{ message: "a" }, "b", { msg: "c" }])).toBe("a\nb\nc");
    expect(userMessage({ error: { message: "nested" } })).toBe("nested");
  });

  it("falls back to the generic text when nothing readable is there", () => {
    for (const body of [undefined, null, "", "   ", 0, 404, true, {}, [], [null, 3], { errors: { phone: "bad" } }, { message: {} }]) {
      expect(userMessage(body), JSON.stringify(body)).toBe(GENERIC);
    }
  });

  it("reads the body an error carries, never the error's own text", () => {
    expect(userMessage(new BodyError(422, { message: "Phone is not in valid format", errors: { phone: "…" } }))).toBe("Phone is not in valid format");
    expect(userMessage(new BodyError(400, "plain text answer"))).toBe("plain text answer");
    expect(userMessage(new BodyError(400, ["a", "b"]))).toBe("a\nb");
    expect(userMessage(new BodyError(500, null))).toBe(GENERIC);
    // A proxy's HTML page never gets here as a body: the client carries only JSON bodies
    // (http-client.test, "never shows a body that is not JSON").
  });

  it("does not show a programming error's text to the shopper", () => {
    expect(userMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(GENERIC);
    expect(userMessage(new Error("Failed to fetch"))).toBe(GENERIC);
  });

  it("shows the text of an error written for shoppers (expose: true)", () => {
    expect(userMessage(new ExposedError("The shop took too long to answer."))).toBe("The shop took too long to answer.");
    expect(userMessage(new ExposedError(""))).toBe(GENERIC);
  });
});

describe("friendlyMessage (§8)", () => {
  it("extracts the same way", () => {
    expect(friendlyMessage("text body")).toBe("text body");
    expect(friendlyMessage({ msg: "m", message: "x" })).toBe("m");
    expect(friendlyMessage({ message: "x", error: "y" })).toBe("x");
    expect(friendlyMessage({ error: "y" })).toBe("y");
    expect(friendlyMessage(["a", "b"])).toBe("a\nb");
    expect(friendlyMessage({ message: ["a", "b"] })).toBe("a\nb");
    expect(friendlyMessage(new BodyError(409, { error: "Already in your wishlist" }))).toBe("Already in your wishlist");
  });

  it("falls back to 'Something went wrong'", () => {
    for (const body of [undefined, null, "", {}, [], { foo: "bar" }, new Error("internal"), new BodyError(500, {})]) {
      expect(friendlyMessage(body)).toBe(FALLBACK);
    }
  });
});

describe("extractMessage", () => {
  it("answers null when there is nothing to show", () => {
    expect(extractMessage({})).toBeNull();
    expect(extractMessage({ message: "here" })).toBe("here");
  });
});
