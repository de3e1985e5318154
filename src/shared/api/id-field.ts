// The rule every object id in a request body follows: a positive whole number within an int.
import * as z from "zod/mini";

export const idField = (label: string) =>
  z.int({ error: `${label} must be a whole number` }).check(z.minimum(1, `${label} must be a positive whole number`), z.maximum(2_147_483_647, `${label} is not a known id`));
