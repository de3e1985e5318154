// A chosen file as the form endpoint takes it: its name, type and size, and its bytes as base64.
import type { FormFileValue } from "../../../src/shared/form-fields";

export function readFile(file: File): Promise<FormFileValue> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ name: file.name, type: file.type, size: file.size, data: url.slice(url.indexOf(",") + 1) });
    };
    reader.readAsDataURL(file);
  });
}
