import {
  type AccountDetailResponse,
  type AccountKindCode,
  type AccountNicknamesResponse,
} from "../../../src/adapters/rib/contract/accounts";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { CLOSED_STATUS_CODE } from "../../../src/domain/accounts/AccountStatus";
import {
  NICKNAME_MAX_LENGTH,
  nicknameProblem,
  type NicknameProblem,
} from "../../../src/domain/accounts/Nickname";
import { maskMobile, type Paise } from "../../../src/domain/money/Money";
import { audit } from "../kernel/auth/audit";
import { invalidRequest, SessionErrors } from "../kernel/http/ApiError";
import { encryptForClient } from "../kernel/http/integrity";
import { serve, type CallRouter } from "../kernel/http/pipeline";
import { CustomerRepository } from "../customer/CustomerRepository";
import { AccountRepository, type AccountDetailDbRow } from "./AccountRepository";
import { listAccounts, storedAccountKind, toAccountListItem } from "./accountListRoutes";
import { NicknameRepository } from "./NicknameRepository";
import { accountNotFound, type OwnedAccount } from "../kernel/accounts/ownership";

/** The English reason of each nickname problem (the client shows its own translation). */
const NICKNAME_PROBLEM_TEXT: Readonly<Record<NicknameProblem, string>> = {
  EMPTY: "is empty; a nickname cannot be empty.",
  TOO_LONG: `has more than ${String(NICKNAME_MAX_LENGTH)} characters.`,
  CHARACTERS: "may have only letters, digits, spaces and the characters . - _",
};

/** A paise column that the seed always fills for the kind; 0 when it is missing. */
const paise = (value: string | null): Paise => (value === null ? 0n : BigInt(value));

/** The customer's relationship to the account (spec 000 section 4: code 2 with "A" is a joint holder). */
function relationship(
  role: "primary" | "joint",
): Pick<AccountDetailResponse, "acctRelationship" | "acnRelCode" | "acnRel"> {
  return role === "primary"
    ? { acctRelationship: "Primary holder", acnRelCode: 1, acnRel: "P" }
    : { acctRelationship: "Joint holder", acnRelCode: 2, acnRel: "A" };
}

/** The account detail of spec 000 section 3 (without the encrypted number). */
export function toAccountDetail(
  row: AccountDetailDbRow,
  titles: readonly string[],
  customerId: string,
): Omit<AccountDetailResponse, "encAccountNumber"> {
  const kind = storedAccountKind(row.account_group, row.account_type);
  const item = toAccountListItem(row);
  const closed = row.status === CLOSED_STATUS_CODE;
  return {
    status: row.status,
    group: row.account_group,
    groupCode: row.account_group,
    accountType: row.account_type,
    productName: row.product_name,
    availableBalance: item.availableBalance,
    balance: item.balance,
    interestRate: row.interest_rate_bp,
    dateOpened: row.opened_on,
    openedDate: row.opened_on,
    brachDesc: row.branch_name,
    currencyCode: row.currency,
    title1: titles[0] ?? "",
    title2: titles[1] ?? "",
    title3: titles[2] ?? "",
    title4: titles[3] ?? "",
    ...relationship(row.role),
    accruedInterest: BigInt(row.accrued_interest_paise),
    holdAmount: BigInt(row.hold_paise),
    closedDate: closed ? row.closed_on : null,
    nickname: row.nickname ?? "",
    deposit:
      kind === "deposit"
        ? {
            originalAmount: paise(row.original_paise),
            maturityValue: paise(row.maturity_paise),
            maturityDate: row.maturity_date ?? row.opened_on,
            tdsDeduction: paise(row.tds_paise),
            term: row.term_months ?? 0,
            scheduleProcessingFlag: row.auto_renew ? "Y" : "N",
          }
        : null,
    loan:
      kind === "loan"
        ? {
            disbursedDate: row.disbursed_on ?? row.opened_on,
            currPaymentAmt: paise(row.emi_paise),
            totalPaymentDue: closed ? 0n : paise(row.emi_paise),
            paymentDueDate: closed ? null : row.payment_due_on,
            customerId,
            payoffAmount: closed ? 0n : paise(row.payoff_paise),
            isGoldLoanProdType: row.account_type === "GL",
            lienMarkedFdNumber: row.lien_fd_number,
          }
        : null,
  };
}

/** A nominee's name as shown: the first letter of each word, the rest "x" ("Arjun Verma" → "Axxxx Vxxxx"). */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => `${word.slice(0, 1)}${"x".repeat(Math.max(0, word.length - 1))}`)
    .join(" ");
}

/** Escapes text for SVG markup. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${String(ch.charCodeAt(0))};`);
}

/**
 * A specimen signature drawn from the holder's name: the name in a script face with a flourish
 * whose shape comes from the name's characters, so the same name always gives the same image.
 */
export function signatureSvg(name: string): string {
  let hash = 2166136261;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  const rise = 8 + (hash % 14);
  const dip = 6 + ((hash >>> 8) % 12);
  const end = 250 + ((hash >>> 16) % 60);
  const skew = -8 - ((hash >>> 4) % 8);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="100" viewBox="0 0 320 100">` +
    `<rect width="320" height="100" fill="#ffffff"/>` +
    `<text x="16" y="58" transform="skewX(${String(skew)})" font-family="'Brush Script MT', 'Segoe Script', cursive" ` +
    `font-size="34" fill="#0b2a6f">${escapeXml(name)}</text>` +
    `<path d="M16 ${String(74 - rise / 4)} C 90 ${String(74 + dip)}, 170 ${String(74 - rise)}, ${String(end)} ${String(72 + dip / 3)}" ` +
    `stroke="#0b2a6f" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`
  );
}

/** The account screens (spec 000 sections 3, 4, 5 and 7): detail, nicknames, names, customer and RM, information, signature. */
export function registerAccountRoutes(router: CallRouter): void {
  const { services } = router;
  const { deps } = services;
  const { db, clock } = deps;

  const accounts = new AccountRepository(db);
  const customers = new CustomerRepository(db);

  /** The signed-in customer's id. */
  const customerIdOf = async (username: string): Promise<string> => {
    const id = await customers.idOf(username);
    if (id === null) throw SessionErrors.required();
    return id;
  };

  /** Every stored field of one account the customer holds, with its branch and the customer's role. */
  const loadAccount = async (owned: OwnedAccount): Promise<AccountDetailDbRow> => {
    const row = await accounts.detail(owned);
    if (row === null) throw accountNotFound();
    return row;
  };

  serve(router, endpoints.accountDetail, async ({ request: query, session, owned }) => {
    const account = owned.accountNumber;
    if (account.account_type.toUpperCase() !== query.accountType.trim().toUpperCase()) {
      throw invalidRequest(
        `Invalid request: accountType ${query.accountType} is not the type of this account.`,
      );
    }
    const row = await loadAccount(account);
    const encKey = services.derive("enckey", session.id_hash).toString("base64url");
    return {
      encAccountNumber: await encryptForClient(account.account_number, encKey),
      ...toAccountDetail(row, await accounts.holderNames(account.account_number), account.customer_id),
    };
  });

  serve(router, endpoints.updateNicknames, async ({ request, session, state, owned }) => {
    const seen = new Set<string>();
    const items = request.map((item, index) => {
      const field = `[${String(index)}].shrt_account_names`;
      const nickname = item.shrt_account_names.trim();
      const problem = nicknameProblem(nickname);
      if (problem !== null)
        throw invalidRequest(`Invalid request: ${field} ${NICKNAME_PROBLEM_TEXT[problem]}`);
      if (seen.has(item.account_number)) {
        throw invalidRequest(
          `Invalid request: [${String(index)}].account_number ${item.account_number} is repeated.`,
        );
      }
      seen.add(item.account_number);
      return { ...item, nickname };
    });
    for (const [index, item] of items.entries()) {
      const account = owned.account_number[index];
      // The pipeline checked each item's account (`ownedAccounts`), one row per item.
      if (account === undefined) throw new Error(`No checked account for item ${String(index)}.`);
      if (account.status === CLOSED_STATUS_CODE) {
        throw invalidRequest(
          `Invalid request: [${String(index)}].account_number is closed; it cannot be renamed.`,
        );
      }
      if (account.account_type.toUpperCase() !== item.account_type_code.trim().toUpperCase()) {
        throw invalidRequest(
          `Invalid request: [${String(index)}].account_type_code is not the type of account ${item.account_number}.`,
        );
      }
    }
    const customerId = await customerIdOf(session.username);
    const answer = await db.transaction(async (tx) => {
      const nicknames = new NicknameRepository(tx);
      // One nickname change of a customer at a time, so two requests cannot both pass the duplicate check.
      await nicknames.lockCustomer(customerId);
      const existing = await nicknames.existing(customerId);
      const requested = new Set(items.map((i) => i.account_number));
      const kept = new Set(
        existing.filter((e) => !requested.has(e.account_number)).map((e) => e.nickname.trim().toLowerCase()),
      );
      const conflicts = items.filter(
        (item) =>
          kept.has(item.nickname.toLowerCase()) ||
          items.some(
            (other) => other !== item && other.nickname.toLowerCase() === item.nickname.toLowerCase(),
          ),
      );
      const first = conflicts[0];
      if (first !== undefined) {
        return {
          success: false,
          statusMsg: `Nickname ${first.nickname} already exists`,
          conflicts: conflicts.map((i) => ({
            account_number: i.account_number,
            shrt_account_names: i.nickname,
          })),
        };
      }
      for (const item of items) {
        await nicknames.set(item.account_number, item.nickname);
      }
      return { success: true, statusMsg: "Nicknames updated", conflicts: [] };
    });
    await audit(db, {
      event: "NICKNAME_UPDATE",
      username: session.username,
      ip: state.ip,
      outcome: answer.success ? "SUCCESS" : "DUPLICATE",
      at: clock.now(),
    });
    return answer;
  });

  serve(router, endpoints.accountNicknames, async ({ session }) => {
    const accounts = await listAccounts(db, session.username, "active");
    const groups: Array<{
      kind: AccountKindCode;
      accounts: AccountNicknamesResponse[number]["accounts"][number][];
    }> = [];
    for (const account of accounts) {
      const kind = storedAccountKind(account.account_grp_code, account.account_type_code);
      let group = groups.find((g) => g.kind === kind);
      if (group === undefined) {
        group = { kind, accounts: [] };
        groups.push(group);
      }
      group.accounts.push({
        account_number: account.account_number,
        account_grp_code: account.account_grp_code,
        account_type_code: account.account_type_code,
        prodType: account.prodType,
        shrt_account_names: account.shrt_account_names,
        acnPrimaryHolder: account.acnPrimaryHolder,
      });
    }
    return groups;
  });

  serve(router, endpoints.accountNames, async ({ session }) => {
    return (await listAccounts(db, session.username, "active")).map((a) => ({
      account_number: a.account_number,
      account_grp_code: a.account_grp_code,
      account_type_code: a.account_type_code,
      prodType: a.prodType,
      shrt_account_names: a.shrt_account_names,
      accNoWithNickName: a.accNoWithNickName,
    }));
  });

  serve(router, endpoints.customerDetailsAndRm, async ({ session }) => {
    const row = await customers.find(session.username);
    if (row === null) throw SessionErrors.required();
    return {
      customerName: `${row.prefix} ${row.first_name} ${row.last_name}`,
      customerId: row.id,
      mad3: row.address3,
      mad4: row.address4,
      bankDetails: {
        branchName: row.branch_name,
        branchAdd2: row.branch_address2,
        branchAdd3: row.branch_address3,
        ifsc: row.ifsc,
      },
      rmName: row.rm_name,
      rmMobileno: maskMobile(row.rm_mobile),
    };
  });

  serve(router, endpoints.accountInformation, async ({ owned }) => {
    const row = await loadAccount(owned.accountNumber);
    return {
      accountNumber: row.account_number,
      productName: row.product_name,
      status: row.status,
      ifsc: row.ifsc,
      micr: row.micr,
      branchName: row.branch_name,
      branchAdd2: row.branch_address2,
      branchAdd3: row.branch_address3,
      currencyCode: row.currency,
      openedDate: row.opened_on,
      modeOfOperation: row.mode_of_operation,
      nomineeRegistered: row.nominee_name !== null,
      nomineeName: row.nominee_name === null ? null : maskName(row.nominee_name),
    };
  });

  serve(router, endpoints.primarySignature, async ({ session, state, owned }) => {
    const account = owned.accountnumber;
    if (account.role !== "primary") {
      // Only the primary holder sees the specimen signature; a joint holder is answered as for any other account.
      await audit(db, {
        event: "ACCOUNT_ACCESS",
        username: session.username,
        ip: state.ip,
        outcome: "REFUSED",
        at: clock.now(),
      });
      throw accountNotFound();
    }
    const holderName = await customers.shortName(account.customer_id);
    return {
      signatureSvg: `data:image/svg+xml;base64,${Buffer.from(signatureSvg(holderName), "utf8").toString("base64")}`,
      holderName,
      altText: `Specimen signature of ${holderName}`,
    };
  });
}
