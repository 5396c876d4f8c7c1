import type { Queryable } from "../kernel/db/Database";
import { FavouriteRepository, type PaymentForFavourite } from "../favourites/FavouriteRepository";

/** asha's customer id in the demo data. */
const ASHA_CUSTOMER_ID = "CIF10000001";

/**
 * asha's two favourite transactions, made from completed payments of her history (the ledger
 * seed's) as the bank makes them: the NEFT payment to Priya Sharma and the within-bank payment to
 * Ravi Kumar, both shown on the dashboard. Run after the ledger seed.
 */
export const ASHA_FAVOURITES: ReadonlyArray<{
  readonly network: "NEFT" | "IFTWB";
  readonly toAccount: string;
}> = [
  { network: "NEFT", toAccount: "50100234567891" },
  { network: "IFTWB", toAccount: "20000010000021" },
];

/** Seeds asha's favourites (see {@link ASHA_FAVOURITES}); a payment the history lacks is skipped. */
export async function seedFavourites(tx: Queryable, at: Date): Promise<void> {
  const favourites = new FavouriteRepository(tx);
  const added: string[] = [];
  for (const wanted of ASHA_FAVOURITES) {
    const rows = await tx.query<PaymentForFavourite>(
      `SELECT reference, network, status, from_account, beneficiary_id, to_account, amount_paise, remarks,
              payee_narration
         FROM payments
        WHERE customer_id = $1 AND network = $2 AND to_account = $3 AND status = 'COMPLETED'
        ORDER BY created_at DESC LIMIT 1`,
      [ASHA_CUSTOMER_ID, wanted.network, wanted.toAccount],
    );
    const payment = rows[0];
    if (payment === undefined) continue;
    added.push(String(await favourites.add(ASHA_CUSTOMER_ID, payment, at)));
  }
  await favourites.setDashboard(ASHA_CUSTOMER_ID, added);
}
