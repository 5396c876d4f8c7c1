import type { Context } from "hono";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import {
  MAX_FAVOURITE_TRANSACTIONS,
  type FavouriteTransaction,
  type FavouriteTransactionsResponse,
} from "../../../src/adapters/rib/contract/favourites";
import { FAVOURITE_ERROR_STATUS_CODE } from "../../../src/domain/transfers/Favourites";
import { audit } from "../kernel/auth/audit";
import type { Clock } from "../kernel/clock";
import type { Queryable } from "../kernel/db/Database";
import { ApiError, invalidRequest } from "../kernel/http/ApiError";
import type { AppEnv } from "../kernel/http/context";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { FavouriteRepository, type FavouriteRow } from "./FavouriteRepository";

/**
 * Favourite transactions (spec 001 `favTrans.home`). A favourite is made from one of the customer's
 * own completed payments and copies its values; the client never sends them. A favourite whose
 * payee can no longer be paid (the beneficiary is not ACTIVE, or the own account is closed) says so
 * with `benNotAvail`. Another customer's payment or favourite is refused as if it did not exist
 * (404 `FAVOURITE.NOT_FOUND`), and the attempt is audited (`FAVOURITE_ACCESS`, `REFUSED`).
 */

/** The audit event of a refused reference or favourite id. */
export const FAVOURITE_ACCESS_EVENT = "FAVOURITE_ACCESS";

/** The answer for a payment or favourite that is not the customer's: the same as for one that does not exist. */
function favouriteNotFound(): ApiError {
  return new ApiError(404, "FAVOURITE.NOT_FOUND", "The favourite transaction was not found.");
}

/**
 * Refuses a payment or favourite of another customer: writes the audit row (outside the call's
 * transaction, which a refusal rolls back) and answers 404 as for one that does not exist. Runs
 * before the idempotency key is claimed; ownership never changes, so a replay is refused alike.
 */
async function refuseOthers(
  c: Context<AppEnv>,
  db: Queryable,
  clock: Clock,
  username: string,
  detail: string,
): Promise<never> {
  await audit(db, {
    event: FAVOURITE_ACCESS_EVENT,
    username,
    ip: c.get("req").ip,
    outcome: "REFUSED",
    at: clock.now(),
    detail,
  });
  throw favouriteNotFound();
}

/** A stored favourite as the contract sends it. */
export function favouriteOf(row: FavouriteRow): FavouriteTransaction {
  return {
    refId: String(row.ref_id),
    paymentNetwork: row.network,
    fromAccountNumber: row.from_account,
    benAccountNumber: row.to_account,
    benName: row.ben_name,
    benIfsc: row.ben_ifsc,
    benSequence: row.beneficiary_id === null ? null : String(row.beneficiary_id),
    benMobileNumber: row.ben_mobile,
    benMMID: null,
    transferAmount: BigInt(row.amount_paise),
    transComment: row.trans_comment,
    transToComment: row.trans_to_comment,
    benNotAvail: !row.payee_active,
    onDashboard: row.dashboard_position !== null,
  };
}

/** The favourites of a customer as the contract answers them. */
export async function favouriteList(
  db: Queryable,
  customerId: string,
): Promise<FavouriteTransactionsResponse> {
  const rows = await new FavouriteRepository(db).list(customerId);
  return { favourites: rows.map(favouriteOf) };
}

/** Registers the favourite-transaction calls. */
export function registerFavouriteRoutes(router: CallRouter): void {
  const { services } = router;
  const { db, clock } = services.deps;

  serve(router, endpoints.favouriteTransactions, async ({ session }) => {
    const customerId = await new FavouriteRepository(db).customerIdOf(session.username);
    return favouriteList(db, customerId);
  });

  serve(router, endpoints.addFavouriteTransaction, {
    admit: async ({ request, session, c }) => {
      const favourites = new FavouriteRepository(db);
      const customerId = await favourites.customerIdOf(session.username);
      if (await favourites.isOthersPayment(customerId, request.trnRefNumber)) {
        await refuseOthers(c, db, clock, session.username, request.trnRefNumber);
      }
    },
    run: async ({ request, session, tx, now }) => {
      const favourites = new FavouriteRepository(tx);
      const customerId = await favourites.customerIdOf(session.username);
      await favourites.lockCustomer(customerId);
      const payment = await favourites.ownPayment(customerId, request.trnRefNumber);
      if (payment === null) throw favouriteNotFound();
      if (payment.status !== "COMPLETED") {
        throw new ApiError(
          422,
          "FAVOURITE.NOT_ELIGIBLE",
          "Only a completed payment can be kept as a favourite.",
        );
      }
      if (await favourites.hasSame(customerId, payment)) {
        throw new ApiError(
          422,
          "FAVOURITE.ALREADY_ADDED",
          "This payment is already one of your favourites.",
          {
            statusCode: FAVOURITE_ERROR_STATUS_CODE,
          },
        );
      }
      if ((await favourites.count(customerId)) >= MAX_FAVOURITE_TRANSACTIONS) {
        throw new ApiError(
          422,
          "FAVOURITE.LIST_FULL",
          `You can keep at most ${String(MAX_FAVOURITE_TRANSACTIONS)} favourite transactions. Delete one to add another.`,
          { statusCode: FAVOURITE_ERROR_STATUS_CODE },
        );
      }
      const refId = await favourites.add(customerId, payment, now);
      const row = await favourites.find(customerId, String(refId));
      if (row === null) throw new Error("The new favourite was not found.");
      return {
        status: 200,
        statusMsg: "The transaction has been added to your favourites.",
        favourite: favouriteOf(row),
      };
    },
    audit: { event: "FAVOURITE_ADD" },
  });

  serve(router, endpoints.deleteFavouriteTransaction, {
    admit: async ({ request, session, c }) => {
      const favourites = new FavouriteRepository(db);
      const customerId = await favourites.customerIdOf(session.username);
      if ((await favourites.othersOf(customerId, [request.refId])).length > 0) {
        await refuseOthers(c, db, clock, session.username, `refId ${request.refId}`);
      }
    },
    run: async ({ request, session, tx }) => {
      const favourites = new FavouriteRepository(tx);
      const customerId = await favourites.customerIdOf(session.username);
      if (!(await favourites.delete(customerId, request.refId))) throw favouriteNotFound();
      return favouriteList(tx, customerId);
    },
    audit: { event: "FAVOURITE_DELETE" },
  });

  serve(router, endpoints.configureFavouriteTransactions, {
    admit: async ({ request, session, c }) => {
      const favourites = new FavouriteRepository(db);
      const customerId = await favourites.customerIdOf(session.username);
      const others = await favourites.othersOf(
        customerId,
        request.onDashboard.map((choice) => choice.refId),
      );
      if (others.length > 0) await refuseOthers(c, db, clock, session.username, `refId ${others.join(",")}`);
    },
    run: async ({ request, session, tx }) => {
      const ids = request.onDashboard.map((choice) => choice.refId);
      if (new Set(ids).size !== ids.length) {
        throw invalidRequest("onDashboard: a favourite is listed more than once.");
      }
      const favourites = new FavouriteRepository(tx);
      const customerId = await favourites.customerIdOf(session.username);
      await favourites.lockCustomer(customerId);
      const owned = await favourites.owned(customerId, ids);
      const foreign = ids.find((id) => !owned.has(id));
      if (foreign !== undefined) throw favouriteNotFound();
      await favourites.setDashboard(customerId, ids);
      return favouriteList(tx, customerId);
    },
  });
}
