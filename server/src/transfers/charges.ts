import type { Paise } from "../../../src/domain/money/Money";
import type { ChargeBand } from "../kernel/config";

/** The charges of one payment: the charge, its GST and both together. */
export interface Charges {
  readonly charge: Paise;
  readonly gst: Paise;
  readonly total: Paise;
}

/**
 * The charges of a NEFT or RTGS payment of `amount` from an account of `group`, from the
 * configured table: the first band of the network and group whose upper bound covers the amount
 * (bands in ascending order), plus GST at `gstBp` basis points rounded to the paisa (half up).
 * No band: free (IFT and IFTWB are always free).
 */
export function chargesFor(
  table: readonly ChargeBand[],
  gstBp: number,
  network: string,
  group: string,
  amount: Paise,
): Charges {
  // The configured table holds its paise as numbers; read here as the domain's Paise.
  const band = table.find(
    (candidate) =>
      candidate.network === network &&
      candidate.groups.includes(group) &&
      (candidate.upToPaise === null || amount <= candidate.upToPaise),
  );
  const charge = band?.chargePaise ?? 0n;
  // Both factors are non-negative, so bigint division (which truncates) is the floor.
  const gst = (charge * BigInt(gstBp) + 5_000n) / 10_000n;
  return { charge, gst, total: charge + gst };
}
