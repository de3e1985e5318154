import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Field } from "./field";
import { FILE_PROMPT, FileField } from "./file-field";
import { Form } from "./form";

function UploadForm({ onSubmit }: { onSubmit: (values: { resume: File | null }) => void }) {
  return (
    <Form initialValues={{ resume: null as File | null }} rules={{ resume: { label: "Resume", type: "file", required: true } }} onSubmit={onSubmit}>
      <Field name="resume" />
      <button type="submit">Send</button>
      <button type="reset">Reset</button>
    </Form>
  );
}

const fileInput = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
};

describe("FileField", () => {
  it("prompts with 'Choose a file…' (one ellipsis character) until a file is chosen", () => {
    render(<UploadForm onSubmit={vi.fn()} />);
    expect(FILE_PROMPT).toBe("Choose a file\u2026");
    expect(screen.getByText("Choose a file…")).toBeTruthy();
  });

  it("shows the chosen file's name and submits the file", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<UploadForm onSubmit={onSubmit} />);
    const file = new File(["%PDF"], "asha-cv.pdf", { type: "application/pdf" });

    await user.upload(fileInput(container), file);

    expect(screen.getByText("asha-cv.pdf")).toBeTruthy();
    expect(screen.queryByText(FILE_PROMPT)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledWith({ resume: file }, expect.anything());
  });

  it("is a single-file input wired to its label", () => {
    const { container } = render(<UploadForm onSubmit={vi.fn()} />);
    const input = fileInput(container);
    expect(input.multiple).toBe(false);
    expect(screen.getAllByLabelText(/Resume/)).toEqual([input]);
  });

  it("fails when required and empty, then re-validates when a file is chosen", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<UploadForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toBe("Resume is required");
    expect(fileInput(container).getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.upload(fileInput(container), new File(["x"], "photo.png", { type: "image/png" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("goes back to the prompt and empties the native input on reset", async () => {
    const user = userEvent.setup();
    const { container } = render(<UploadForm onSubmit={vi.fn()} />);
    await user.upload(fileInput(container), new File(["x"], "photo.png", { type: "image/png" }));

    await user.click(screen.getByRole("button", { name: "Reset" }));

    expect(screen.getByText(FILE_PROMPT)).toBeTruthy();
    expect(fileInput(container).value).toBe("");
  });

  it("works on its own: shows a stored name, a custom prompt, and reports the chosen file", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container, rerender } = render(<FileField value="invoice-12.pdf" onChange={onChange} />);
    expect(screen.getByText("invoice-12.pdf")).toBeTruthy();

    rerender(<FileField value={null} onChange={onChange} prompt="Upload a photo" accept="image/*" />);
    expect(screen.getByText("Upload a photo")).toBeTruthy();

    const photo = new File(["x"], "shelf.jpg", { type: "image/jpeg" });
    await user.upload(fileInput(container), photo);
    expect(onChange).toHaveBeenCalledWith(photo);
  });
});
