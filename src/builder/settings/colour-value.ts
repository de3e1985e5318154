// Theme colours are hex text (#rgb, #rgba, #rrggbb or #rrggbbaa, site.json); the browser's
// colour picker speaks #rrggbb only. These convert between the two without losing an alpha the
// owner typed.

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function expanded(hex: string): string | null {
  if (!HEX.test(hex)) return null;
  const digits = hex.slice(1);
  return digits.length <= 4 ? [...digits].map((d) => d + d).join("") : digits;
}

/** The picker's #rrggbb for a stored colour (black when it is not a hex colour yet). */
export function pickerValue(stored: string): string {
  return `#${(expanded(stored) ?? "000000").slice(0, 6).toLowerCase()}`;
}

/** The stored colour after picking `picked`: the stored alpha, if any, is kept. */
export function withPickedColour(stored: string, picked: string): string {
  const alpha = expanded(stored)?.slice(6) ?? "";
  return `${picked.toLowerCase()}${alpha}`;
}
