import { addDays } from "../kernel/clock";
import { DEFAULT_CHARGES } from "../kernel/config";
import { nextBankWorkingDay } from "../../../src/domain/dates/BankCalendar";
import { chargesFor } from "../transfers/charges";
import { postJournal, type Posting } from "../transfers/Ledger";
import { CLEARING_STATUS, NEXT_DAY_CLEARING_STATUS, paymentPostings } from "../transfers/PaymentService";
import type { Paise } from "../../../src/domain/money/Money";
import type { Queryable } from "../kernel/db/Database";
import { ACCOUNTS } from "./demoData";

/**
 * The ledger's demo data (runs last in seed.ts, after the accounts and beneficiaries exist):
 *
 * 1. the freeze states of the demo accounts;
 * 2. one OPENING journal that brings every account's balance forward from the bank's
 *    OPENING_BALANCES account, so every balance equals the sum of its postings;
 * 3. asha's history of payments of every network and status the fund-transfer enquiry shows
 *    (IFT, IFTWB, NEFT, RTGS; completed, next-day processing, rejected, returned with its
 *    reversal journal), each posted through the ledger, with its statement lines put in date order.
 *
 * Every account ends at the balance of the demo data: the opening journal brings forward the
 * balance before the history, and the statement's earlier balances are worked back from it, so
 * the statement, the balance and the ledger agree.
 */

/** asha's customer id and the accounts her history uses. */
const ASHA = { customerId: "CIF10000001", name: "Ms. Asha Verma" } as const;
const SALARY = "10000010000011";
const BUSINESS = "10000020000012";
const FAMILY = "10000010000071";
const RAVI_SAVINGS = "20000010000021";

/** One payment of the history. */
interface HistoryPayment {
  readonly network: "IFT" | "IFTWB" | "NEFT" | "RTGS";
  readonly from: string;
  readonly to: string;
  /** The beneficiary's account (null: own-account transfer). */
  readonly beneficiaryAccount: string | null;
  readonly toName: string;
  readonly toIfsc: string;
  readonly amount: Paise;
  readonly daysAgo: number;
  /** Time of day in India. */
  readonly time: string;
  readonly remarks: string;
  readonly outcome: "COMPLETED" | "NEXT_DAY" | "REJECTED" | "RETURNED";
  /** RETURNED: days after the payment that the payee's bank returned it. */
  readonly returnedAfterDays?: number;
  readonly errorCode?: string;
}

/** asha's payments before the application date. */
export const ASHA_PAYMENT_HISTORY: readonly HistoryPayment[] = [
  {
    network: "NEFT",
    from: SALARY,
    to: "30412345678",
    beneficiaryAccount: "30412345678",
    toName: "Mohan Iyer",
    toIfsc: "SBIN0000800",
    amount: 2_500_000n,
    daysAgo: 35,
    time: "10:10:00",
    remarks: "Rent October",
    outcome: "RETURNED",
    returnedAfterDays: 2,
    errorCode: "R03",
  },
  {
    network: "NEFT",
    from: SALARY,
    to: "50100234567891",
    beneficiaryAccount: "50100234567891",
    toName: "Priya Sharma",
    toIfsc: "HDFC0000240",
    amount: 1_500_000n,
    daysAgo: 20,
    time: "11:45:00",
    remarks: "Birthday gift",
    outcome: "COMPLETED",
  },
  {
    network: "RTGS",
    from: BUSINESS,
    to: "000401234567",
    beneficiaryAccount: "000401234567",
    toName: "Neha Gupta",
    toIfsc: "ICIC0000104",
    amount: 25_000_000n,
    daysAgo: 12,
    time: "12:30:00",
    remarks: "Invoice 2211",
    outcome: "COMPLETED",
  },
  {
    network: "IFTWB",
    from: SALARY,
    to: RAVI_SAVINGS,
    beneficiaryAccount: RAVI_SAVINGS,
    toName: "Ravi Kumar",
    toIfsc: "RIBK0000202",
    amount: 200_000n,
    daysAgo: 8,
    time: "09:05:00",
    remarks: "Dinner share",
    outcome: "COMPLETED",
  },
  {
    network: "IFT",
    from: SALARY,
    to: FAMILY,
    beneficiaryAccount: null,
    toName: ASHA.name,
    toIfsc: "RIBK0000101",
    amount: 1_000_000n,
    daysAgo: 5,
    time: "18:20:00",
    remarks: "Household",
    outcome: "COMPLETED",
  },
  {
    network: "NEFT",
    from: SALARY,
    to: "50100234567891",
    beneficiaryAccount: "50100234567891",
    toName: "Priya Sharma",
    toIfsc: "HDFC0000240",
    amount: 800_000n,
    daysAgo: 3,
    time: "13:15:00",
    remarks: "Books",
    outcome: "REJECTED",
    errorCode: "R04",
  },
  {
    network: "NEFT",
    from: SALARY,
    to: "30412345678",
    beneficiaryAccount: "30412345678",
    toName: "Mohan Iyer",
    toIfsc: "SBIN0000800",
    amount: 1_200_000n,
    daysAgo: 2,
    time: "19:40:00",
    remarks: "Maintenance",
    outcome: "NEXT_DAY",
  },
];

/** A statement line written by the history, placed by date among the generated ones. */
interface Line {
  readonly account: string;
  readonly date: string;
  readonly description: string;
  readonly amount: Paise;
  readonly journalId: number;
}

/** Seeds the ledger (see the top of this file). */
export async function seedLedger(tx: Queryable, appDate: string): Promise<void> {
  for (const account of ACCOUNTS) {
    if (account.freezeState !== undefined) {
      await tx.query("UPDATE accounts SET freeze_state = $2 WHERE account_number = $1", [
        account.number,
        account.freezeState,
      ]);
    }
  }
  const history = await plannedHistory(tx);
  const outflow = new Map<string, Paise>();
  for (const payment of history) {
    for (const posting of payment.postings) {
      if ("account" in posting)
        outflow.set(posting.account, (outflow.get(posting.account) ?? 0n) + posting.amount);
    }
  }

  // The opening balances: the demo balance less what the history moves afterwards.
  const balances = await tx.query<{ account_number: string; balance_paise: number }>(
    "SELECT account_number, balance_paise FROM accounts ORDER BY account_number",
  );
  const opening: Posting[] = [];
  let total = 0n;
  for (const row of balances) {
    const amount = BigInt(row.balance_paise) - (outflow.get(row.account_number) ?? 0n);
    if (amount === 0n) continue;
    opening.push({ account: row.account_number, amount, description: "Opening balance" });
    total += amount;
  }
  await tx.query("UPDATE accounts SET balance_paise = 0");
  if (total !== 0n) opening.push({ internal: "OPENING_BALANCES", amount: -total });
  const openedOn = addDays(appDate, -4000);
  if (opening.length >= 2) {
    await postJournal(tx, {
      kind: "OPENING",
      narration: "Balances brought forward",
      postedAt: new Date(`${openedOn}T00:00:00+05:30`),
      valueOn: openedOn,
      postings: opening,
      statementLines: false,
    });
  }

  const lines: Line[] = [];
  for (const payment of history) await postHistory(tx, payment, appDate, lines);
  await placeLines(tx, lines);
}

/** A history payment with its beneficiary id, charges and postings. */
interface Planned extends HistoryPayment {
  readonly beneficiaryId: string | null;
  readonly charges: Paise;
  readonly gst: Paise;
  readonly reference: string;
  /** The postings it leaves on the ledger in the end (none when rejected, none net when returned). */
  readonly postings: readonly Posting[];
}

async function plannedHistory(tx: Queryable): Promise<Planned[]> {
  const planned: Planned[] = [];
  for (const payment of ASHA_PAYMENT_HISTORY) {
    const beneficiary =
      payment.beneficiaryAccount === null
        ? []
        : await tx.query<{ id: string }>(
            "SELECT id::text AS id FROM beneficiaries WHERE customer_id = $1 AND account_number = $2 ORDER BY id LIMIT 1",
            [ASHA.customerId, payment.beneficiaryAccount],
          );
    const group = ACCOUNTS.find((account) => account.number === payment.from)?.group ?? "SAV";
    const charges = chargesFor(DEFAULT_CHARGES, 1_800, payment.network, group, payment.amount);
    const [ref] = await tx.query<{ n: string }>("SELECT nextval('payment_reference_seq')::text AS n");
    const reference = `FT${String(ref?.n).padStart(10, "0")}`;
    const postings =
      payment.outcome === "REJECTED" || payment.outcome === "RETURNED"
        ? []
        : paymentPostings(
            {
              reference,
              network: payment.network,
              fromAccount: payment.from,
              toAccount: payment.to,
              toName: payment.toName,
              amount: payment.amount,
              charges: charges.total,
              gst: charges.gst,
              remarks: payment.remarks,
              payeeNarration: "",
            },
            ASHA.name,
          );
    planned.push({
      ...payment,
      beneficiaryId: beneficiary[0]?.id ?? null,
      charges: charges.total,
      gst: charges.gst,
      reference,
      postings,
    });
  }
  return planned;
}

/** Posts one history payment (and the reversal of a returned one) and stores it. */
async function postHistory(tx: Queryable, payment: Planned, appDate: string, lines: Line[]): Promise<void> {
  const madeOn = addDays(appDate, -payment.daysAgo);
  const at = new Date(`${madeOn}T${payment.time}+05:30`);
  const valueOn = payment.outcome === "NEXT_DAY" ? nextBankWorkingDay(madeOn) : madeOn;
  let journalId: number | null = null;
  if (payment.outcome !== "REJECTED") {
    const postings = paymentPostings(
      {
        reference: payment.reference,
        network: payment.network,
        fromAccount: payment.from,
        toAccount: payment.to,
        toName: payment.toName,
        amount: payment.amount,
        charges: payment.charges,
        gst: payment.gst,
        remarks: payment.remarks,
        payeeNarration: "",
      },
      ASHA.name,
    );
    journalId = await postJournal(tx, {
      kind: "PAYMENT",
      narration: `${payment.network} ${payment.reference}`,
      postedAt: at,
      valueOn,
      postedOn: madeOn,
      postings,
      statementLines: false,
    });
    collectLines(postings, madeOn, journalId, lines);
    if (payment.outcome === "RETURNED") {
      const returnedOn = addDays(madeOn, payment.returnedAfterDays ?? 1);
      const reversal: Posting[] = postings.map((posting) =>
        "account" in posting
          ? {
              account: posting.account,
              amount: -posting.amount,
              description: `${payment.network} RETURN/${payment.reference}/${payment.errorCode ?? ""}`,
              category: "TRANSFER",
            }
          : { internal: posting.internal, amount: -posting.amount },
      );
      const reversalId = await postJournal(tx, {
        kind: "REVERSAL",
        narration: `Return of ${payment.reference}`,
        postedAt: new Date(`${returnedOn}T11:00:00+05:30`),
        valueOn: returnedOn,
        reverses: journalId,
        postings: reversal,
        statementLines: false,
      });
      collectLines(reversal, returnedOn, reversalId, lines);
    }
  }
  const status =
    payment.outcome === "REJECTED" ? "REJECTED" : payment.outcome === "RETURNED" ? "RETURNED" : "COMPLETED";
  const clearing =
    payment.outcome === "REJECTED"
      ? payment.network === "NEFT"
        ? "NEFT Reject"
        : "Reject"
      : payment.outcome === "RETURNED"
        ? "Returned"
        : payment.outcome === "NEXT_DAY"
          ? NEXT_DAY_CLEARING_STATUS
          : CLEARING_STATUS[payment.network];
  await tx.query(
    `INSERT INTO payments (reference, username, customer_id, network, from_account, beneficiary_id, to_account, to_ifsc,
       to_name, amount_paise, charges_paise, gst_paise, remarks, status, clearing_status, error_code, journal_id,
       created_at, value_on, booked_on, completed_at)
     VALUES ($1, 'asha', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
    [
      payment.reference,
      ASHA.customerId,
      payment.network,
      payment.from,
      payment.beneficiaryId,
      payment.to,
      payment.toIfsc,
      payment.toName,
      payment.amount,
      payment.outcome === "REJECTED" ? 0n : payment.charges,
      payment.outcome === "REJECTED" ? 0n : payment.gst,
      payment.remarks,
      status,
      clearing,
      payment.errorCode ?? null,
      journalId,
      at,
      valueOn,
      madeOn,
      journalId === null ? null : at,
    ],
  );
}

function collectLines(postings: readonly Posting[], date: string, journalId: number, lines: Line[]): void {
  for (const posting of postings) {
    if ("account" in posting) {
      lines.push({
        account: posting.account,
        date,
        description: posting.description,
        amount: posting.amount,
        journalId,
      });
    }
  }
}

interface StoredLine {
  readonly id: number;
  readonly sequence: number;
  readonly posted_on: string;
  readonly direction: "DR" | "CR";
  readonly amount_paise: number;
}

/**
 * Puts the history's statement lines among each account's generated ones in date order (a line
 * goes after the lines of its day), numbers them again and works every balance back from the
 * account's balance, so the statement ends at the balance and each line is the one before it plus
 * or minus its amount.
 */
async function placeLines(tx: Queryable, lines: readonly Line[]): Promise<void> {
  const accounts = [...new Set(lines.map((line) => line.account))].sort();
  for (const account of accounts) {
    for (const line of lines.filter((candidate) => candidate.account === account)) {
      await tx.query(
        `INSERT INTO transactions (account_number, sequence, posted_on, value_on, description, direction, amount_paise,
           balance_after_paise, category, cheque_number, journal_id)
         SELECT $1, coalesce(max(sequence), 0) + 1, $2, $2, $3, $4, $5, 0, $6, NULL, $7 FROM transactions WHERE account_number = $1`,
        [
          account,
          line.date,
          line.description.slice(0, 200),
          line.amount < 0n ? "DR" : "CR",
          line.amount < 0n ? -line.amount : line.amount,
          line.description.includes("charges") ? "OTHERS" : "TRANSFER",
          line.journalId,
        ],
      );
    }
    const rows = await tx.query<StoredLine>(
      `SELECT id, sequence, to_char(posted_on, 'YYYY-MM-DD') AS posted_on, direction, amount_paise
         FROM transactions WHERE account_number = $1 ORDER BY posted_on, sequence`,
      [account],
    );
    const [balance] = await tx.query<{ balance_paise: number }>(
      "SELECT balance_paise FROM accounts WHERE account_number = $1",
      [account],
    );
    let after = BigInt(balance?.balance_paise ?? 0);
    const balances: Paise[] = new Array<Paise>(rows.length);
    for (let index = rows.length - 1; index >= 0; index--) {
      const row = rows[index]!;
      balances[index] = after;
      const amount = BigInt(row.amount_paise);
      after -= row.direction === "CR" ? amount : -amount;
    }
    await tx.query("UPDATE transactions SET sequence = sequence + 1000000 WHERE account_number = $1", [
      account,
    ]);
    await tx.query(
      `UPDATE transactions t SET sequence = u.seq, balance_after_paise = u.bal
         FROM unnest($1::bigint[], $2::int[], $3::bigint[]) AS u (id, seq, bal) WHERE t.id = u.id`,
      [rows.map((row) => row.id), rows.map((_, index) => index + 1), balances],
    );
  }
}
