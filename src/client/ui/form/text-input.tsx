// The one-line and multi-line text inputs of the form fields. Inside a Field it takes its id,
// value and error state from the field; on its own it takes them as props.
import type { ChangeEvent, FocusEventHandler, HTMLAttributes } from "react";
import { controlAttributes, useFieldControl } from "./field-context";
import "./form.css";

export type TextInputType = "text" | "email" | "phone" | "number" | "password" | "textarea";

export interface TextInputProps {
  /** Defaults to the field rule's type. */
  type?: TextInputType;
  id?: string;
  name?: string;
  value?: string | number | null;
  /** Receives the text as typed: number fields store the string too, so "0" and "" stay apart. */
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  placeholder?: string;
  autoComplete?: string;
  /** The on-screen keyboard, when the type's own does not suit (a numeric code in a text field). */
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  /** Rows of a textarea. */
  rows?: number;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  className?: string;
  "aria-label"?: string;
}

const NATIVE_TYPE = { text: "text", email: "email", phone: "tel", number: "number", password: "password" } as const;
const INPUT_MODE = { text: undefined, email: "email", phone: "tel", number: "decimal", password: undefined } as const;

const TEXT_INPUT_TYPES: ReadonlySet<string> = new Set<TextInputType>(["text", "email", "phone", "number", "password", "textarea"]);

/** The text input that suits a field rule's type; plain text for types that are not text. */
export function asTextInputType(type: string | undefined): TextInputType {
  return type !== undefined && TEXT_INPUT_TYPES.has(type) ? (type as TextInputType) : "text";
}

export function TextInput({ type, id, name, value, onChange, className, rows = 4, readOnly, inputMode, ...rest }: TextInputProps) {
  const field = useFieldControl();
  const kind = type ?? asTextInputType(field?.type);
  const current = value !== undefined ? value : field?.value;
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = event.target.value;
    if (onChange) onChange(text);
    else field?.setValue(text);
  };
  const common = {
    ...rest,
    ...controlAttributes(field, id, name),
    className: className ? `text-input ${className}` : "text-input",
    value: current == null ? "" : String(current),
    onChange: change,
    readOnly: readOnly ?? field?.readOnly,
  };
  if (kind === "textarea") return <textarea {...common} rows={rows} />;
  return <input {...common} type={NATIVE_TYPE[kind]} inputMode={inputMode ?? INPUT_MODE[kind]} />;
}
