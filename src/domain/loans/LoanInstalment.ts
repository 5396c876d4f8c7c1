/**
 * The equated monthly instalment (EMI) of a loan by the standard reducing-balance formula
 * EMI = P × r × (1 + r)^n / ((1 + r)^n − 1), with r the monthly rate (the yearly rate / 12) and n
 * the tenure in months; a loan without interest repays P / n. Amounts are integer paise; the EMI
 * is rounded up to the next whole rupee, as banks quote it, so the last instalment is never larger.
 * Throws a RangeError for a principal or tenure that is not a positive whole number, or a negative rate.
 */
export function monthlyInstalment(principalPaise: number, yearlyRateBp: number, months: number): number {
  if (!Number.isSafeInteger(principalPaise) || principalPaise <= 0)
    throw new RangeError(`Not a loan principal in paise: ${String(principalPaise)}.`);
  if (!Number.isSafeInteger(months) || months <= 0)
    throw new RangeError(`Not a tenure in months: ${String(months)}.`);
  if (!Number.isFinite(yearlyRateBp) || yearlyRateBp < 0)
    throw new RangeError(`Not a yearly rate in basis points: ${String(yearlyRateBp)}.`);
  const r = yearlyRateBp / 10_000 / 12;
  const exact =
    r === 0 ? principalPaise / months : (principalPaise * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  // The float result is within a fraction of a paisa; rupee rounding absorbs it.
  return Math.ceil(Math.round(exact) / 100) * 100;
}

/**
 * The principal still owed (paise) after `paid` monthly instalments of `emiPaise`: each month adds
 * the month's interest on the balance (rounded to the paisa) and takes the instalment; never below 0.
 */
export function outstandingPrincipal(
  principalPaise: number,
  yearlyRateBp: number,
  emiPaise: number,
  paid: number,
): number {
  const r = yearlyRateBp / 10_000 / 12;
  let balance = principalPaise;
  for (let month = 0; month < paid && balance > 0; month++) {
    balance = Math.max(0, balance + Math.round(balance * r) - emiPaise);
  }
  return balance;
}
