// A native select for the form fields: inside a Field it is wired to the field; on its own it
// takes its value as props.
import type { ChangeEvent } from "react";
import { controlAttributes, useFieldControl } from "./field-context";
import "./form.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectInputProps {
  options: readonly SelectOption[];
  /** Text of the empty first option. */
  placeholder?: string;
  id?: string;
  name?: string;
  /** Option values are strings; a number here selects the option with its digits. */
  value?: string | number | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  className?: string;
  "aria-label"?: string;
}

export function SelectInput({ options, placeholder, id, name, value, onChange, disabled, className, ...rest }: SelectInputProps) {
  const field = useFieldControl();
  const raw = value !== undefined ? value : field?.value;
  const current = raw == null ? "" : String(raw);
  // Without an empty option a select shows its first option while the value is still empty,
  // which would let a shopper believe they chose something they did not.
  const needsEmptyOption = placeholder !== undefined || !options.some((option) => option.value === current);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    if (onChange) onChange(event.target.value);
    else field?.setValue(event.target.value);
  };
  return (
    <select
      {...rest}
      {...controlAttributes(field, id, name)}
      className={className ? `select-input ${className}` : "select-input"}
      value={current}
      onChange={change}
      // A select has no read-only state; disabling it is the closest the browser offers.
      disabled={disabled ?? field?.readOnly}
    >
      {needsEmptyOption ? (
        <option value="" disabled={Boolean(field?.required) && current !== ""}>
          {placeholder ?? ""}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
