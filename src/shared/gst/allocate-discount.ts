// A coupon is taken off the order, but each invoice line must show its own share of it (its
// taxable value is "taking into account discount", rule 46(k)), so the discount is spread over
// the lines in proportion to their amounts, to the paisa.

/**
 * Shares of `discount` in proportion to `amounts` (paise), by the largest-remainder method: each
 * line gets the whole paise of its exact share, and the paise left over go one each to the lines
 * with the largest fractions (ties: the larger amount, then the earlier line). The shares sum to
 * `discount` exactly and none exceeds its line's amount. Products are BigInt because
 * discount × amount can pass 2^53. Throws for negative or fractional figures, or a discount
 * larger than the amounts' sum.
 */
export function allocateDiscount(amounts: readonly number[], discount: number): number[] {
  for (const a of amounts) if (!Number.isSafeInteger(a) || a < 0) throw new RangeError(`not an amount: ${a}`);
  if (!Number.isSafeInteger(discount) || discount < 0) throw new RangeError(`not a discount: ${discount}`);
  const sum = amounts.reduce((s, a) => s + a, 0);
  if (discount > sum) throw new RangeError(`a discount of ${discount} is more than the ${sum} it is taken from`);
  if (discount === 0) return amounts.map(() => 0);

  const total = BigInt(sum);
  const shares = amounts.map((a, index) => {
    const product = BigInt(discount) * BigInt(a);
    return { index, amount: a, share: Number(product / total), remainder: product % total };
  });
  let left = discount - shares.reduce((s, x) => s + x.share, 0);
  const byRemainder = shares.filter((x) => x.remainder > 0n).sort((x, y) => (y.remainder > x.remainder ? 1 : y.remainder < x.remainder ? -1 : y.amount - x.amount || x.index - y.index));
  for (const x of byRemainder) {
    if (left === 0) break;
    x.share += 1;
    left -= 1;
  }
  return shares.map((x) => x.share);
}
