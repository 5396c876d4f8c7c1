import { beforeAll, describe, expect, it } from "vitest";
import type { BankCalls } from "../../../src/adapters/rib/BankClient";
import {
  FAVOURITE_ERROR_STATUS_CODE,
  MAX_FAVOURITE_TRANSACTIONS,
  type FavouriteTransaction,
} from "../../../src/adapters/rib/contract/favourites";
import type { InProcessBank } from "../testSupport/inProcessBank";
import { auditCount, outcome, raw, signedInBrowser } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";
import { FAVOURITE_ACCESS_EVENT } from "./favouriteRoutes";
import { addTestBeneficiary, addTestPayment, ASHA, RAVI } from "./testPayments";

const deps = useTestDeps();

interface ListBody {
  favourites: FavouriteTransaction[];
}

let key = 0;
const nextKey = (): string => `fav-test-${String((key += 1))}`;

const list = async (b: InProcessBank): Promise<readonly FavouriteTransaction[]> =>
  (await b.bank.call("favouriteTransactions", {})).favourites;
const add = (b: InProcessBank, trnRefNumber: string, idempotencyKey = nextKey()) =>
  outcome(b.bank.call("addFavouriteTransaction", { trnRefNumber }, { idempotencyKey }));
const remove = (b: InProcessBank, refId: string, idempotencyKey = nextKey()) =>
  outcome(b.bank.call("deleteFavouriteTransaction", { refId }, { idempotencyKey }));
const configure = (b: InProcessBank, onDashboard: string[], idempotencyKey = nextKey()) =>
  outcome(
    b.bank.call(
      "configureFavouriteTransactions",
      {
        onDashboard: onDashboard.map((refId) => ({ refId })),
      } as BankCalls["configureFavouriteTransactions"]["request"],
      { idempotencyKey },
    ),
  );

const favouriteCount = async (customerId: string): Promise<number> =>
  (
    await deps.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM favourite_transactions WHERE customer_id = $1",
      [customerId],
    )
  )[0]?.n ?? 0;

/** A completed NEFT payment of asha to a new active beneficiary, with its amount. */
async function ashaNeft(
  amount: number,
  name = "Zubin Favtest",
): Promise<{ reference: string; beneficiaryId: number; account: string }> {
  const account = `777${String(amount).padStart(11, "0")}`;
  const beneficiaryId = await addTestBeneficiary(deps.db, ASHA.customerId, { name, account });
  const reference = await addTestPayment(deps.db, {
    customerId: ASHA.customerId,
    username: "asha",
    network: "NEFT",
    from: ASHA.savings,
    beneficiaryId,
    to: account,
    toName: name,
    amount,
    at: "2026-11-20T06:00:00Z",
    remarks: "Rent",
  });
  return { reference, beneficiaryId, account };
}

/** asha's favourites of the demo data, read before the tests start from none. */
let seeded: {
  network: string;
  to_account: string;
  amount_paise: number;
  dashboard_position: number | null;
  same: boolean;
}[] = [];

beforeAll(async () => {
  seeded = await deps.db.query(
    `SELECT f.network, f.to_account, f.amount_paise, f.dashboard_position,
            (p.amount_paise = f.amount_paise AND p.from_account = f.from_account AND p.status = 'COMPLETED'
              AND p.remarks = f.trans_comment) AS same
       FROM favourite_transactions f JOIN payments p ON p.reference = f.payment_reference
      WHERE f.customer_id = $1 ORDER BY f.dashboard_position`,
    [ASHA.customerId],
  );
  // Start each run from no favourites of asha.
  await deps.db.query("DELETE FROM favourite_transactions WHERE customer_id = $1", [ASHA.customerId]);
});

describe("the demo data", () => {
  it("gives asha two favourites on the dashboard, made from completed payments of her history", () => {
    expect(seeded.map((f) => [f.network, f.to_account, f.dashboard_position, f.same])).toEqual([
      ["NEFT", "50100234567891", 1, true],
      ["IFTWB", "20000010000021", 2, true],
    ]);
  });
});

describe("addToFavouriteTransaction", () => {
  it("keeps a completed payment with the stored payment's values, never the client's", async () => {
    const b = await signedInBrowser(deps, "asha");
    const { reference, beneficiaryId, account } = await ashaNeft(1_234_500);
    await deps.db.query("UPDATE payments SET payee_narration = 'From Asha' WHERE reference = $1", [
      reference,
    ]);
    const added = await add(b, reference);
    expect(added.status).toBe(200);
    const favourite = (added.body as { favourite: FavouriteTransaction }).favourite;
    expect(favourite).toMatchObject({
      paymentNetwork: "NEFT",
      fromAccountNumber: ASHA.savings,
      benAccountNumber: account,
      benName: "Zubin Favtest",
      benSequence: String(beneficiaryId),
      transferAmount: 1_234_500n,
      transComment: "Rent",
      transToComment: "From Asha",
      benNotAvail: false,
      onDashboard: false,
    });
    expect((await list(b)).map((f) => f.refId)).toContain(favourite.refId);
    // Values of the client's own are ignored: only the reference is read.
    const other = await ashaNeft(1_234_600);
    const forged = await raw(b, "POST", "/app/rest/addToFavouriteTransaction", {
      json: { trnRefNumber: other.reference, transferAmount: 1, fromAccountNumber: ASHA.current },
      headers: { "Idempotency-Key": nextKey() },
    });
    expect(forged.status).toBe(200);
    expect((forged.body as { favourite: FavouriteTransaction }).favourite).toMatchObject({
      transferAmount: 1_234_600,
      fromAccountNumber: ASHA.savings,
    });
  });

  it("answers 124 when the payment is already a favourite, and nothing changes", async () => {
    const b = await signedInBrowser(deps, "asha");
    const { reference } = await ashaNeft(2_000_000);
    expect((await add(b, reference)).status).toBe(200);
    const before = await favouriteCount(ASHA.customerId);
    const again = await add(b, reference);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      code: "FAVOURITE.ALREADY_ADDED",
      statusCode: FAVOURITE_ERROR_STATUS_CODE,
    });
    expect(await favouriteCount(ASHA.customerId)).toBe(before);
  });

  it("answers 124 when the list is full", async () => {
    const b = await signedInBrowser(deps, "asha");
    const room = MAX_FAVOURITE_TRANSACTIONS - (await favouriteCount(ASHA.customerId));
    for (let i = 0; i < room; i += 1) {
      const { reference } = await ashaNeft(3_000_000 + i);
      expect((await add(b, reference)).status).toBe(200);
    }
    const { reference } = await ashaNeft(3_999_999);
    const full = await add(b, reference);
    expect(full.status).toBe(422);
    expect(full.body).toMatchObject({ code: "FAVOURITE.LIST_FULL", statusCode: FAVOURITE_ERROR_STATUS_CODE });
    expect(await favouriteCount(ASHA.customerId)).toBe(MAX_FAVOURITE_TRANSACTIONS);
    await deps.db.query("DELETE FROM favourite_transactions WHERE customer_id = $1", [ASHA.customerId]);
  });

  it("refuses a payment that did not complete", async () => {
    const b = await signedInBrowser(deps, "asha");
    const reference = await addTestPayment(deps.db, {
      customerId: ASHA.customerId,
      username: "asha",
      network: "NEFT",
      from: ASHA.savings,
      beneficiaryId: null,
      to: "77700000000009",
      toName: "Rejected Payee",
      amount: 50_000,
      status: "REJECTED",
      at: "2026-11-19T06:00:00Z",
    });
    const refused = await add(b, reference);
    expect(refused.status).toBe(422);
    expect((refused.body as { code: string }).code).toBe("FAVOURITE.NOT_ELIGIBLE");
  });

  it("answers another customer's payment as not found, audited, and replays the first answer of a key", async () => {
    const b = await signedInBrowser(deps, "asha");
    const ravis = await addTestPayment(deps.db, {
      customerId: RAVI.customerId,
      username: "ravi",
      network: "IFTWB",
      from: RAVI.savings,
      beneficiaryId: null,
      to: ASHA.savings,
      toName: "Asha",
      amount: 10_000,
      at: "2026-11-19T06:00:00Z",
    });
    const before = await auditCount(deps.db, FAVOURITE_ACCESS_EVENT, "REFUSED");
    const refused = await add(b, ravis);
    expect(refused.status).toBe(404);
    expect((refused.body as { code: string }).code).toBe("FAVOURITE.NOT_FOUND");
    expect(await auditCount(deps.db, FAVOURITE_ACCESS_EVENT, "REFUSED")).toBe(before + 1);
    const unknown = await add(b, "FT0000000001");
    expect(unknown.status).toBe(404);

    const { reference } = await ashaNeft(4_100_000);
    const sameKey = nextKey();
    const first = await add(b, reference, sameKey);
    const replay = await add(b, reference, sameKey);
    expect(replay).toEqual(first);
    const other = await ashaNeft(4_200_000);
    expect((await add(b, other.reference, sameKey)).status).toBe(422);
    expect((await list(b)).filter((f) => f.transferAmount === 4_100_000n)).toHaveLength(1);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const b = await signedInBrowser(deps, "asha");
    const before = await favouriteCount(ASHA.customerId);
    for (const body of [
      {},
      { trnRefNumber: "" },
      { trnRefNumber: "FT12" },
      { trnRefNumber: 12 },
      { trnRefNumber: "XX1000000001" },
    ]) {
      const answer = await raw(b, "POST", "/app/rest/addToFavouriteTransaction", {
        json: body,
        headers: { "Idempotency-Key": nextKey() },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { refId: "0" }, { refId: "abc" }, { refId: 5 }]) {
      const answer = await raw(b, "POST", "/app/rest/deleteFavouriteTransaction", {
        json: body,
        headers: { "Idempotency-Key": nextKey() },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const eleven = Array.from({ length: 11 }, (_, i) => ({ refId: String(i + 1) }));
    for (const body of [
      { onDashboard: eleven },
      { onDashboard: [{ refId: "1" }, { refId: "1" }] },
      { onDashboard: "1" },
    ]) {
      const answer = await raw(b, "POST", "/app/rest/configureFavouriteTransaction", {
        json: body,
        headers: { "Idempotency-Key": nextKey() },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await favouriteCount(ASHA.customerId)).toBe(before);
  });
});

describe("getFavouriteTransaction", () => {
  it("says benNotAvail when the beneficiary is no longer active", async () => {
    const b = await signedInBrowser(deps, "asha");
    const { reference, beneficiaryId } = await ashaNeft(5_100_000, "Leaving Payee");
    const added = (await add(b, reference)).body as { favourite: FavouriteTransaction };
    expect(added.favourite.benNotAvail).toBe(false);
    await deps.db.query("UPDATE beneficiaries SET status = 'INACTIVE' WHERE id = $1", [beneficiaryId]);
    const after = (await list(b)).find((f) => f.refId === added.favourite.refId);
    expect(after?.benNotAvail).toBe(true);
  });

  it("lists only the signed-in customer's favourites", async () => {
    const asha = await signedInBrowser(deps, "asha");
    const { reference } = await ashaNeft(5_200_000);
    const added = (await add(asha, reference)).body as { favourite: FavouriteTransaction };
    const ravi = await signedInBrowser(deps, "ravi");
    expect((await list(ravi)).map((f) => f.refId)).not.toContain(added.favourite.refId);
  });
});

describe("deleteFavouriteTransaction", () => {
  it("deletes the customer's own favourite; another customer's is not found, audited and kept", async () => {
    const asha = await signedInBrowser(deps, "asha");
    const { reference } = await ashaNeft(6_100_000);
    const refId = ((await add(asha, reference)).body as { favourite: FavouriteTransaction }).favourite.refId;

    const ravi = await signedInBrowser(deps, "ravi");
    const before = await auditCount(deps.db, FAVOURITE_ACCESS_EVENT, "REFUSED");
    const refused = await remove(ravi, refId);
    expect(refused.status).toBe(404);
    expect((refused.body as { code: string }).code).toBe("FAVOURITE.NOT_FOUND");
    expect(await auditCount(deps.db, FAVOURITE_ACCESS_EVENT, "REFUSED")).toBe(before + 1);
    expect((await list(asha)).map((f) => f.refId)).toContain(refId);

    const sameKey = nextKey();
    const deleted = await remove(asha, refId, sameKey);
    expect(deleted.status).toBe(200);
    expect((deleted.body as ListBody).favourites.map((f) => f.refId)).not.toContain(refId);
    expect(await remove(asha, refId, sameKey)).toEqual(deleted);
    expect((await remove(asha, refId)).status).toBe(404);
  });
});

describe("configureFavouriteTransaction", () => {
  it("shows the chosen favourites on the dashboard in order, first in the list; another's refId changes nothing", async () => {
    const asha = await signedInBrowser(deps, "asha");
    const ids: string[] = [];
    for (const amount of [7_100_000, 7_200_000, 7_300_000]) {
      const { reference } = await ashaNeft(amount);
      ids.push(((await add(asha, reference)).body as { favourite: FavouriteTransaction }).favourite.refId);
    }
    const [a, b, c] = ids as [string, string, string];
    const saved = await configure(asha, [c, a]);
    expect(saved.status).toBe(200);
    const favourites = (saved.body as ListBody).favourites;
    expect(favourites.slice(0, 2).map((f) => f.refId)).toEqual([c, a]);
    expect(favourites.find((f) => f.refId === b)?.onDashboard).toBe(false);
    expect(favourites.filter((f) => f.onDashboard)).toHaveLength(2);

    const ravi = await signedInBrowser(deps, "ravi");
    const ravis = await addTestPayment(deps.db, {
      customerId: RAVI.customerId,
      username: "ravi",
      network: "IFTWB",
      from: RAVI.savings,
      beneficiaryId: null,
      to: ASHA.savings,
      toName: "Asha",
      amount: 11_000,
      at: "2026-11-19T06:00:00Z",
    });
    await add(ravi, ravis);
    const raviRef = (await list(ravi))[0]?.refId ?? "";
    const before = await auditCount(deps.db, FAVOURITE_ACCESS_EVENT, "REFUSED");
    const refused = await configure(asha, [b, raviRef]);
    expect(refused.status).toBe(404);
    expect(await auditCount(deps.db, FAVOURITE_ACCESS_EVENT, "REFUSED")).toBe(before + 1);
    expect((await list(asha)).filter((f) => f.onDashboard).map((f) => f.refId)).toEqual([c, a]);
    expect((await configure(asha, [])).status).toBe(200);
    expect((await list(asha)).some((f) => f.onDashboard)).toBe(false);
  });
});
