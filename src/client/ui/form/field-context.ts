// What a Field hands to the input inside it, so inputs need no wiring when used in a Field and
// still work on their own when given props.
import { createContext, useContext } from "react";
import type { FieldType } from "../../../shared/field-rules";

export interface FieldControl {
  id: string;
  name: string;
  value: unknown;
  setValue: (value: unknown) => void;
  invalid: boolean;
  /** Ids of the hint and the error message, for aria-describedby. */
  describedBy: string | undefined;
  required: boolean;
  readOnly: boolean;
  type: FieldType | undefined;
}

export const FieldContext = createContext<FieldControl | null>(null);

export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

/** The ARIA and identity attributes a Field's input carries. */
export function controlAttributes(field: FieldControl | null, id: string | undefined, name: string | undefined) {
  return {
    id: id ?? field?.id,
    name: name ?? field?.name,
    "aria-invalid": field?.invalid ? true : undefined,
    "aria-describedby": field?.describedBy,
    "aria-required": field?.required ? true : undefined,
  } as const;
}
