import type { ChargeBand } from "../kernel/config";

/** The charges of one payment: the charge, its GST and both together (paise). */
export interface Charges {
  readonly charge: number;
  readonly gst: number;
  readonly total: number;
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
  amount: number,
): Charges {
  const band = table.find(
    (candidate) =>
      candidate.network === network &&
      candidate.groups.includes(group) &&
      (candidate.upToPaise === null || amount <= candidate.upToPaise),
  );
  const charge = band?.chargePaise ?? 0;
  const gst = Math.floor((charge * gstBp + 5_000) / 10_000);
  return { charge, gst, total: charge + gst };
}
