// Money in integer cents (Rappen for CHF; Swiss 5-Rappen cash rounding is a payment concern and
// not applied to prices, as in Magento). Every amount the shop charges goes through these.

/**
 * Amount to integer cents, half away from zero. Shifting through the exponent string avoids
 * binary artefacts (1.005 * 100 is 100.49999…, but Number('1.005e2') is 100.5).
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.round(Number(`${Math.abs(amount)}e2`));
}

/** Integer cents back to an amount; dividing an integer by 100 gives the nearest double. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * Rounds half away from zero to `decimals` places, like PHP's round() that Magento uses.
 * Shifting through the exponent string avoids binary artefacts (1.005 * 100 = 100.49999…).
 */
export function roundHalfUp(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`);
}

/** Money is kept in cents precision everywhere it leaves the server. */
export function roundMoney(value: number): number {
  return roundHalfUp(value, 2);
}
