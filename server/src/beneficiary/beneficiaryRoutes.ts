import { Redacted, Result } from "effect";
import {
  ACCOUNT_LOOKUP_NOT_IN_BANK_ERROR_CODE,
  NAME_ENQUIRY_FOUND_STATUS,
  NAME_ENQUIRY_NOT_FOUND_STATUS,
  type BeneficiaryChangeResponse,
  type BeneficiaryTypeCode,
} from "../../../src/adapters/rib/contract/beneficiary";
import type { Endpoint } from "../../../src/adapters/rib/contract/endpoint";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import {
  BENEFICIARY_TYPE,
  isValidInBankAccountNumber,
  validateBeneficiaryName,
  validateBeneficiaryNickname,
  validateBeneficiaryTransferLimit,
  type BeneficiaryAccountType,
} from "../../../src/domain/beneficiary/Beneficiary";
import { nonResidentScheme } from "../../../src/domain/accounts/AccountGroup";
import { nameEnquirySecondsLeft, nameEnquiryWaitSeconds } from "../../../src/domain/beneficiary/NameEnquiry";
import type { Paise } from "../../../src/domain/money/Money";
import {
  IFSC_SEARCH_PAGE_SIZE,
  validateIfsc,
  validateIfscSearch,
} from "../../../src/domain/beneficiary/Ifsc";
import { audit } from "../kernel/auth/audit";
import { sendSecurityNotice, type SecurityNoticeKind } from "../kernel/auth/securityNotice";
import type { SessionRow } from "../kernel/auth/SessionStore";
import type { Queryable } from "../kernel/db/Database";
import { ApiError } from "../kernel/http/ApiError";
import { encryptForClient } from "../kernel/http/integrity";
import { serve, type CallContext, type CallRouter } from "../kernel/http/pipeline";
import {
  BeneficiaryRepository,
  newBeneficiaryCapLeft,
  toBeneficiary,
  type BeneficiaryRow,
  type InBankAccount,
} from "./BeneficiaryRepository";

/**
 * The beneficiary calls of spec 001 (see src/adapters/rib/contract/beneficiary.ts for what the
 * server decides where the spec is silent). Every payee fact comes from the bank: the IFSC
 * directory names the bank and branch, the bank's accounts name an in-bank payee, and the domain
 * rules of src/domain/beneficiary check the limit, the names and the formats.
 */

/** The answer for a sequence that is not the customer's: the same as for one that does not exist. */
export function beneficiaryNotFound(): ApiError {
  return new ApiError(404, "BENEFICIARY.NOT_FOUND", "The beneficiary was not found.");
}

/** In-bank account lookups a customer may make per minute (each answers a holder's name). */
export const ACCOUNT_LOOKUPS_PER_MINUTE = 10;

/** Audit event of a refused access to a beneficiary that is not the customer's. */
export const BENEFICIARY_ACCESS_EVENT = "BENEFICIARY_ACCESS";

/** The wait between two name enquiries in seconds: the configured regenerate timer in minutes × 60, 90 s when none. */
export function nameEnquiryWait(regenerateOtpTimerSeconds: number): number {
  return nameEnquiryWaitSeconds(regenerateOtpTimerSeconds / 60);
}

/**
 * The beneficiary account-type code of an in-bank account: current 11; a savings account of the NRE
 * scheme (the domain's `nonResidentScheme`, the same rule as the payments' NRE credit check) 40,
 * any other savings 10.
 */
function inBankAccountType(account: InBankAccount): BeneficiaryAccountType {
  if (account.account_group === "DDA") return 11;
  return nonResidentScheme(account.account_type) === "NRE" ? 40 : 10;
}

const notInBank = () =>
  new ApiError(400, "BENEFICIARY.ACCOUNT_NOT_IN_BANK", "Account number should be 14 digits.", {
    errorCode: ACCOUNT_LOOKUP_NOT_IN_BANK_ERROR_CODE,
  });
const accountNotFound = () =>
  new ApiError(404, "BENEFICIARY.ACCOUNT_NOT_FOUND", "No open savings or current account has this number.");
const ownAccount = () =>
  new ApiError(422, "BENEFICIARY.OWN_ACCOUNT", "This is your own account; use the own-account transfer.");
const limitTooHigh = () =>
  new ApiError(400, "BENEFICIARY.LIMIT_TOO_HIGH", "Maximum allowed transfer limit is 500000");
const duplicate = () =>
  new ApiError(422, "BENEFICIARY.DUPLICATE", "This payee is already one of your beneficiaries.");
const nicknameRequired = () => new ApiError(400, "BENEFICIARY.NICKNAME_REQUIRED", "Enter a nickname.");

/** Checks a transfer limit against the domain's ₹5,00,000 (the schema already refused zero and below). */
function checkLimit(limit: Paise): void {
  if (Result.isFailure(validateBeneficiaryTransferLimit(limit))) throw limitTooHigh();
}

/** Checks a nickname (not only spaces). */
function checkNickname(nickname: string): void {
  if (Result.isFailure(validateBeneficiaryNickname(nickname))) throw nicknameRequired();
}

/** The open in-bank account a payee names (14 digits, open, savings or current, not the customer's own). */
async function inBankPayee(
  repository: BeneficiaryRepository,
  customerId: string,
  accountNumber: string,
): Promise<InBankAccount> {
  if (!isValidInBankAccountNumber(accountNumber)) throw notInBank();
  const account = await repository.openInBankAccount(accountNumber);
  if (account === null) throw accountNotFound();
  if (await repository.holds(customerId, accountNumber)) throw ownAccount();
  return account;
}

/** The IFSC in upper case, checked against the current rule and the directory. */
async function directoryBranch(repository: BeneficiaryRepository, ifsc: string) {
  const code = ifsc.toUpperCase();
  if (Result.isFailure(validateIfsc(code))) {
    throw new ApiError(400, "BENEFICIARY.IFSC_INVALID", "The IFSC is not valid.");
  }
  const branch = await repository.branch(code);
  if (branch === null) throw new ApiError(404, "BENEFICIARY.IFSC_UNKNOWN", "Invalid IFSC code");
  return branch;
}

/** The signed-in customer's id and registered mobile. */
async function customerOf(db: Queryable, username: string): Promise<{ id: string; mobile: string }> {
  const customer = await new BeneficiaryRepository(db).customerOf(username);
  if (customer === null) throw new Error("The session's user has no customer.");
  return customer;
}

/** A call that names one of the customer's beneficiaries by `sequence`. */
type SequenceCall = Endpoint & { readonly session: "active" };

/**
 * The `admit` stage of a call that names a beneficiary: another customer's sequence (or none)
 * answers 404 `BENEFICIARY.NOT_FOUND`, audited outside the call's transaction so the row stays.
 */
function admitOwned<E extends SequenceCall>(router: CallRouter) {
  const { db, clock } = router.services.deps;
  return async (context: CallContext<E>): Promise<void> => {
    const { request, state } = context;
    const session = context.session as SessionRow;
    const customer = await customerOf(db, session.username);
    const sequence = String((request as { sequence: string }).sequence);
    if ((await new BeneficiaryRepository(db).find(customer.id, sequence)) === null) {
      await audit(db, {
        event: BENEFICIARY_ACCESS_EVENT,
        username: session.username,
        ip: state.ip,
        outcome: "REFUSED",
        at: clock.now(),
        detail: `sequence ${sequence}`,
      });
      throw beneficiaryNotFound();
    }
  };
}

/** The customer's beneficiary named by the request, locked in the call's transaction (the admit stage checked it exists). */
async function lockedRow(context: CallContext<SequenceCall>): Promise<BeneficiaryRow> {
  const { tx, session, request } = context;
  const customer = await customerOf(tx, session.username);
  const row = await new BeneficiaryRepository(tx).find(
    customer.id,
    String((request as { sequence: string }).sequence),
    true,
  );
  if (row === null || row.status === "DELETED") throw beneficiaryNotFound();
  return row;
}

const changed = (row: Pick<BeneficiaryRow, "id">, status: BeneficiaryRow["status"], statusMsg: string) =>
  ({ success: true, data: String(row.id), statusMsg, status }) satisfies BeneficiaryChangeResponse;

/** Registers the beneficiary calls. */
export function registerBeneficiaryRoutes(router: CallRouter): void {
  const { services } = router;
  const { db, config } = services.deps;
  const notice = (kind: SecurityNoticeKind) => async (context: CallContext<SequenceCall>) =>
    sendSecurityNotice({
      sms: services.deps.sms,
      db,
      username: context.session.username,
      kind,
      ip: context.state.ip,
      at: context.now,
    });

  // ---- Add: PENDING, every payee fact from the bank.
  serve(router, endpoints.beneficiaryAdd, {
    check: async ({ request, session, tx }) => {
      const repository = new BeneficiaryRepository(tx);
      const customer = await customerOf(tx, session.username);
      if (customer.mobile.trim() === "") {
        throw new ApiError(
          422,
          "PROFILE.MOBILE_NOT_REGISTERED",
          "No mobile number is registered for one-time codes.",
        );
      }
      checkNickname(request.nickName);
      checkLimit(request.tranferLimit);
      if (request.type === BENEFICIARY_TYPE.withinBank) {
        await inBankPayee(repository, customer.id, request.accountNumber);
        return;
      }
      if (Result.isFailure(validateBeneficiaryName(request.name))) {
        throw new ApiError(
          400,
          "BENEFICIARY.NAME_INVALID",
          "The name can only contain letters, dots and spaces.",
        );
      }
      if (
        request.ifsc === undefined ||
        request.accountType === undefined ||
        (request.emailId ?? "").trim() === "" ||
        request.mobileNumber === undefined
      ) {
        throw new ApiError(
          400,
          "BENEFICIARY.DETAILS_REQUIRED",
          "The IFSC, account type, e-mail and mobile number of the payee are required.",
        );
      }
      await directoryBranch(repository, request.ifsc);
    },
    run: async ({ request, session, tx, now }) => {
      const repository = new BeneficiaryRepository(tx);
      const customer = await customerOf(tx, session.username);
      const type = request.type;
      let payee: {
        name: string;
        accountNumber: string;
        ifsc: string;
        bankName: string;
        branchName: string;
        accountType: BeneficiaryAccountType;
        email: string | null;
        mobile: string | null;
      };
      if (type === BENEFICIARY_TYPE.withinBank) {
        const account = await inBankPayee(repository, customer.id, request.accountNumber);
        const own = await repository.branch(account.ifsc);
        payee = {
          name: account.holder_name,
          accountNumber: account.account_number,
          ifsc: account.ifsc,
          bankName: own?.bankName ?? "Sahyog Bank",
          branchName: own?.branch ?? account.branch_name,
          accountType: inBankAccountType(account),
          email: request.emailId?.trim() || null,
          mobile: request.mobileNumber ?? null,
        };
      } else {
        const branch = await directoryBranch(repository, request.ifsc ?? "");
        payee = {
          name: request.name.trim(),
          accountNumber: request.accountNumber.toUpperCase(),
          ifsc: branch.ifsc,
          bankName: branch.bankName,
          branchName: branch.branch,
          accountType: request.accountType ?? 10,
          email: request.emailId?.trim() ?? null,
          mobile: request.mobileNumber ?? null,
        };
      }
      if (await repository.hasLive(customer.id, payee.accountNumber, payee.ifsc)) {
        throw duplicate();
      }
      const insert = repository.insert({
        customerId: customer.id,
        type,
        name: payee.name,
        nickname: request.nickName.trim(),
        accountNumber: payee.accountNumber,
        ifsc: payee.ifsc,
        bankName: payee.bankName,
        branchName: payee.branchName,
        accountType: payee.accountType,
        transferLimitPaise: request.tranferLimit,
        email: payee.email,
        mobile: payee.mobile,
        createdAt: now,
      });
      // Two additions of the same payee at once: the unique index lets one through.
      const id = await insert.catch((error: unknown) => {
        if ((error as { code?: unknown }).code === "23505") throw duplicate();
        throw error;
      });
      return changed({ id }, "PENDING", "Beneficiary added; confirm it with the one-time code.");
    },
    audit: { event: "BENEFICIARY_ADD" },
    afterCommit: notice("BENEFICIARY_ADDED"),
  });

  // ---- Activation by a code bound to the sequence (after adding, or from the pending list).
  serve(router, endpoints.beneficiaryUpdateStatus, {
    admit: admitOwned(router),
    check: async (context) => {
      const row = await lockedRow(context);
      if (row.status !== "PENDING") {
        throw new ApiError(422, "BENEFICIARY.NOT_PENDING", "This beneficiary is not waiting for approval.");
      }
    },
    run: async (context) => {
      const row = await lockedRow(context);
      await new BeneficiaryRepository(context.tx).activate(row.id, context.now);
      return changed(row, "ACTIVE", "Beneficiary has been added Successfully.");
    },
    audit: { event: "BENEFICIARY_ACTIVATE" },
    afterCommit: notice("BENEFICIARY_ACTIVATED"),
  });

  serve(router, endpoints.pendingBeneficiaryDelete, {
    admit: admitOwned(router),
    check: async (context) => {
      const row = await lockedRow(context);
      if (row.status !== "PENDING") {
        throw new ApiError(422, "BENEFICIARY.NOT_PENDING", "This beneficiary is not waiting for approval.");
      }
    },
    run: async (context) => {
      const row = await lockedRow(context);
      await new BeneficiaryRepository(context.tx).markDeleted(row.id, context.now);
      return changed(row, "DELETED", "The pending beneficiary has been deleted.");
    },
    audit: { event: "BENEFICIARY_PENDING_DELETE" },
  });

  // ---- Modify: a lower or equal limit without a code; a raise only with one.
  const checkModify = (allowRaise: boolean) => async (context: CallContext<SequenceCall>) => {
    const request = context.request as { nickName: string; tranferLimit: Paise };
    const row = await lockedRow(context);
    if (row.status !== "ACTIVE") {
      throw new ApiError(422, "BENEFICIARY.NOT_ACTIVE", "This beneficiary is not active.");
    }
    checkNickname(request.nickName);
    checkLimit(request.tranferLimit);
    if (!allowRaise && request.tranferLimit > BigInt(row.transfer_limit_paise)) {
      throw new ApiError(
        403,
        "BENEFICIARY.LIMIT_RAISE_NEEDS_CODE",
        "A higher transfer limit needs a one-time code (beneficiary/update/raiseLimit).",
      );
    }
  };
  const runModify = async (context: CallContext<SequenceCall>): Promise<BeneficiaryChangeResponse> => {
    const request = context.request as { nickName: string; tranferLimit: Paise };
    const row = await lockedRow(context);
    await new BeneficiaryRepository(context.tx).update(row.id, request.nickName.trim(), request.tranferLimit);
    return changed(row, "ACTIVE", "The beneficiary has been modified.");
  };
  serve(router, endpoints.beneficiaryUpdate, {
    admit: admitOwned(router),
    check: checkModify(false),
    run: runModify,
    audit: { event: "BENEFICIARY_UPDATE" },
  });
  serve(router, endpoints.beneficiaryRaiseLimit, {
    admit: admitOwned(router),
    check: checkModify(true),
    run: runModify,
    audit: { event: "BENEFICIARY_UPDATE", outcome: () => "LIMIT_RAISED" },
  });

  serve(router, endpoints.beneficiaryDelete, {
    admit: admitOwned(router),
    check: async (context) => {
      const row = await lockedRow(context);
      if (row.status === "PENDING") {
        throw new ApiError(
          422,
          "BENEFICIARY.NOT_ACTIVE",
          "A pending beneficiary is deleted from the pending list.",
        );
      }
    },
    run: async (context) => {
      const row = await lockedRow(context);
      await new BeneficiaryRepository(context.tx).markDeleted(row.id, context.now);
      return changed(row, "DELETED", "The beneficiary has been deleted.");
    },
    audit: { event: "BENEFICIARY_DELETE" },
  });

  // ---- Lists.
  const list =
    (statuses: readonly BeneficiaryRow["status"][], type?: BeneficiaryTypeCode) =>
    async ({ session, now }: { session: { username: string }; now: Date }) => {
      const customer = await customerOf(db, session.username);
      const rows = await new BeneficiaryRepository(db).list(customer.id, statuses, type);
      const caps = await Promise.all(
        rows.map((row) => newBeneficiaryCapLeft(db, row, now, config.transfers)),
      );
      return { beneficiaryList: rows.map((row, i) => toBeneficiary(row, caps[i] ?? null)) };
    };
  serve(router, endpoints.beneficiaryList, (context) =>
    list(
      ["ACTIVE", "INACTIVE"],
      context.request.benType === undefined
        ? undefined
        : (Number(context.request.benType) as BeneficiaryTypeCode),
    )(context),
  );
  serve(router, endpoints.pendingBeneficiaryList, list(["PENDING"]));
  serve(router, endpoints.activeBeneficiariesWithinBank, list(["ACTIVE"], 2));
  serve(router, endpoints.activeBeneficiariesOtherBank, list(["ACTIVE"], 3));
  serve(router, endpoints.allActiveBeneficiaries, list(["ACTIVE"]));

  // ---- The in-bank account lookup, the IFSC directory.
  serve(router, endpoints.benAccountLookup, async ({ request, session }) => {
    // Each answer names an account holder: a customer may look up a few a minute, not the whole bank.
    if (!(await services.limiter.hit(`ben-lookup:${session.username}`, ACCOUNT_LOOKUPS_PER_MINUTE))) {
      throw new ApiError(429, "REQUEST.RATE_LIMITED", "Too many account lookups. Please wait a minute.");
    }
    const customer = await customerOf(db, session.username);
    const account = await inBankPayee(new BeneficiaryRepository(db), customer.id, request.accountNumber);
    return {
      accountNumber: account.account_number,
      name: account.holder_name,
      accountType: inBankAccountType(account),
      ifsc: account.ifsc,
      branch: account.branch_name,
    };
  });

  serve(router, endpoints.checkBenIfsc, async ({ request }) => {
    const branch = await directoryBranch(new BeneficiaryRepository(db), request.ifsc);
    return { statusMsg: "Valid IFSC code", branch };
  });

  serve(router, endpoints.ifscSearch, async ({ request }) => {
    const { page: _page, ...typed } = request;
    const criteria = validateIfscSearch(typed);
    if (Result.isFailure(criteria)) {
      throw new ApiError(
        400,
        "BENEFICIARY.IFSC_SEARCH_CRITERIA",
        "Give at least one criterion: an IFSC of 4 characters or more, a bank of 4 or more, a city of 3 or more, a state or a branch.",
        criteria.failure.code === "BENEFICIARY.IFSC_SEARCH_TOO_SHORT"
          ? { field: criteria.failure.field }
          : {},
      );
    }
    const page = request.page ?? 1;
    const found = await new BeneficiaryRepository(db).searchIfsc(
      criteria.success,
      page,
      IFSC_SEARCH_PAGE_SIZE,
    );
    return { ifscList: found.rows, totalCount: found.total, page, pageSize: IFSC_SEARCH_PAGE_SIZE };
  });

  serve(router, endpoints.ifscSearchOptions, async () => new BeneficiaryRepository(db).directoryOptions());

  // ---- The name enquiry and its wait.
  const waitSeconds = () => nameEnquiryWait(config.regenerateOtpTimerSeconds);
  const secondsLeft = (last: Date | null, now: Date): number =>
    last === null ? 0 : nameEnquirySecondsLeft((now.getTime() - last.getTime()) / 1000, waitSeconds());

  serve(router, endpoints.poolingTime, async ({ session, now }) => {
    const customer = await customerOf(db, session.username);
    const last = await new BeneficiaryRepository(db).lastNameEnquiry(customer.id);
    const wait = waitSeconds();
    return { data: wait / 60, waitSeconds: wait, secondsLeft: secondsLeft(last, now) };
  });

  serve(router, endpoints.nameEnquiry, {
    // The sealed account it is asked from is the customer's own: checked by the pipeline once opened (`ownedAccounts`).
    check: async ({ request, secrets }) => {
      const ifsc = request.benIfsc.toUpperCase();
      if (Result.isFailure(validateIfsc(ifsc))) {
        throw new ApiError(400, "BENEFICIARY.IFSC_INVALID", "The IFSC is not valid.");
      }
      const account = secrets.benAccountNumber === undefined ? "" : Redacted.value(secrets.benAccountNumber);
      if (!/^[A-Za-z0-9]{1,34}$/u.test(account)) {
        throw new ApiError(
          400,
          "REQUEST.INVALID",
          "Invalid request: benAccountNumber is not an account number.",
        );
      }
    },
    run: async ({ request, secrets, session, now }) => {
      const repository = new BeneficiaryRepository(db);
      const customer = await customerOf(db, session.username);
      const branch = await directoryBranch(repository, request.benIfsc);
      const wait = waitSeconds();
      if (!(await repository.claimNameEnquiry(customer.id, now, wait * 1000))) {
        const left = secondsLeft(await repository.lastNameEnquiry(customer.id), now);
        throw new ApiError(
          429,
          "BENEFICIARY.NAME_ENQUIRY_WAIT",
          "Please wait before the next name enquiry.",
          {
            secondsLeft: Math.max(1, left),
          },
        );
      }
      const accountNumber = Redacted.value(secrets.benAccountNumber ?? Redacted.make("")).toUpperCase();
      const name = await repository.payeeName(branch.ifsc, accountNumber);
      const key = session.secret_key;
      return {
        status: await encryptForClient(
          name === null ? NAME_ENQUIRY_NOT_FOUND_STATUS : NAME_ENQUIRY_FOUND_STATUS,
          key,
        ),
        benificiaryName: await encryptForClient(name ?? "", key),
        responseMessage:
          name === null
            ? `${branch.bankName} has no account with this number.`
            : `${branch.bankName} confirmed the account holder's name.`,
        waitSeconds: wait,
      };
    },
    audit: { event: "NAME_ENQUIRY" },
  });

  serve(router, endpoints.validateMobileNumber, async ({ session }) => {
    const customer = await customerOf(db, session.username);
    const mobile = customer.mobile.trim();
    return {
      registered: mobile !== "",
      maskedMobile: mobile === "" ? null : `${"X".repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`,
    };
  });
}
