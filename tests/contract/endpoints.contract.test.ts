import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redacted } from "effect";
import type { Hono } from "hono";
import { createApp } from "../../server/src/app";
import type { AppDeps, AppEnv } from "../../server/src/kernel/http/context";
import { readOutbox } from "../../server/src/kernel/sms/DevOutboxSmsGateway";
import { DEMO_PASSWORD, DEMO_TXN_PASSWORD } from "../../server/src/seed/demoData";
import { openTestDeps, TEST_APP_DATE } from "../../server/src/testSupport/testDatabase";
import { endpointPath, otpBinding, type Endpoint } from "../../src/adapters/rib/contract/endpoint";
import { endpoints, type EndpointName } from "../../src/adapters/rib/contract/endpoints";
import type { BankCalls } from "../../src/adapters/rib/BankClient";
import { inProcessBank, type InProcessBank } from "../../server/src/testSupport/inProcessBank";

/**
 * The contract, end to end without a browser: the app's real client (derived from the endpoint
 * table) against the real server in-process on PGlite (or PostgreSQL with DATABASE_URL). Every
 * declared call is made once with a valid request (both sides decode it), and once with a bad
 * request that must answer 400 and change nothing.
 */

let deps: AppDeps;
let app: Hono<AppEnv>;

beforeAll(async () => {
  deps = await openTestDeps();
  app = createApp(deps);
});

afterAll(async () => {
  await deps.db.close();
});

const CALLED = new Set<EndpointName>();

/** Makes a call with the app's client and records that the call was proven. */
async function call<K extends EndpointName>(
  browser: InProcessBank,
  name: K,
  request: BankCalls[K]["request"],
  options?: Parameters<InProcessBank["bank"]["call"]>[2],
): Promise<BankCalls[K]["response"]> {
  const answer = await browser.bank.call(name, request, options).catch((error: unknown) => {
    const failure = error as { status?: number; code?: string; statusMsg?: string };
    throw new Error(
      `${name}: ${String(failure.status)} ${String(failure.code)} ${String(failure.statusMsg)}`,
    );
  });
  CALLED.add(name);
  return answer;
}

async function latestCode(): Promise<string> {
  // Security notices carry no code.
  const message = (await readOutbox(deps.db)).find((sent) => sent.otp !== null);
  if (message?.otp === undefined || message.otp === null) throw new Error("No code in the outbox.");
  return message.otp;
}

/** Signs a new browser in as `username` through the client, with the code step when the customer has one. */
async function signedIn(username: string): Promise<InProcessBank> {
  const browser = inProcessBank(app);
  const [key] = await call(browser, "secretKey", { username });
  const answer = await call(
    browser,
    "login",
    {
      j_username: username,
      j_password: Redacted.make(DEMO_PASSWORD),
      "remember-me": "false",
      submit: "Login",
      secureAccess: "true",
    },
    { integrityKey: Redacted.make(key) },
  );
  if (answer.mfaRequired) {
    const sent = await call(browser, "authOtp", {});
    const validated = await call(browser, "validateAuthOtp", {
      otp: Redacted.make(await latestCode()),
      otac: sent.otac,
    });
    await call(browser, "setAuthOtp", { rToken: validated.rToken, ownSystem: "Y" });
  }
  return browser;
}

/** Sends, generates and validates an action code for `declaration` bound to `request`; answers its otac. */
async function verifiedCode(
  browser: InProcessBank,
  declaration: Endpoint,
  request: Readonly<Record<string, unknown>>,
): Promise<string> {
  const module = declaration.otp?.module ?? "";
  const sent = await call(browser, "generateOtp", {
    smsForService: module,
    firstContent: "",
    secondContent: "",
    module,
    bind: otpBinding(declaration, request),
  });
  const validated = await call(browser, "validateOtp", {
    otp: Redacted.make(await latestCode()),
    otac: sent.otac,
    module,
  });
  expect(validated.status).toBe("00");
  return sent.otac;
}

interface OwnAccount {
  readonly account_number: string;
  readonly account_group: string;
  readonly account_type: string;
}

async function accountsOf(username: string): Promise<readonly OwnAccount[]> {
  return deps.db.query<OwnAccount>(
    `SELECT a.account_number, a.account_group, a.account_type
       FROM accounts a
       JOIN account_holders h ON h.account_number = a.account_number AND h.role = 'primary'
       JOIN users u ON u.customer_id = h.customer_id
      WHERE u.username = $1 AND a.closed_on IS NULL
      ORDER BY a.account_number`,
    [username],
  );
}

describe("every declared call, valid requests through the app's client", () => {
  it("before sign-in", async () => {
    const browser = inProcessBank(app);
    expect((await call(browser, "serverDate", {})).appDate).toContain(TEST_APP_DATE);
    await call(browser, "configuration", {});
    await call(browser, "checkFailCount", { username: "asha" });
    await call(browser, "userSecurityInfo", { username: "asha" });
    expect((await call(browser, "captcha", {})).captchaId).not.toBe("");
    await call(browser, "captchaSendCode", { username: "asha" });
    expect(await call(browser, "checkUser", { username: "meera" })).toMatchObject({ exists: true });
    expect(await call(browser, "secureImage", { id: "lotus_2" })).toContain("<svg");
    await call(browser, "logout", {});
  });

  it("signed in: sessions, codes, customer, accounts, enquiry, statements, dashboard", async () => {
    const browser = await signedIn("asha");
    await call(browser, "loggedInSecretKey", {});
    await call(browser, "authCheck", {});
    await call(browser, "extendSession", { fromWarning: false });
    await call(browser, "loginHistory", {});
    await call(browser, "prevLogin", {});
    await call(browser, "customerId", {});
    await call(browser, "customerDetails", {});
    const images = await call(browser, "secureImages", {});
    expect(images.length).toBeGreaterThan(0);
    await call(browser, "allowedTxnPwdAttempts", {});
    await call(browser, "securityLoginPwd", { pwd: Redacted.make(DEMO_PASSWORD) });
    await call(browser, "securityTranPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });

    // The secure image change: transaction password, then a code bound to the new image and text.
    await call(browser, "validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
    const change = { secImage: "rose_2", secText: "Morning_tea" };
    const otac = await verifiedCode(browser, endpoints.setUserSecurityInfo, change);
    const changed = await call(
      browser,
      "setUserSecurityInfo",
      { ...change, otac },
      { idempotencyKey: "contract-si-1" },
    );
    expect(changed.referenceNumber).not.toBe("");
    // The first sign-in's set-up, by a customer who has no secure image yet.
    const firstSignIn = await signedIn("ravi");
    await call(firstSignIn, "configureSecureLoginAccess", { imageId: "lotus_2", secureText: "Evening_walk" });
    await call(firstSignIn, "logout", {});

    const survey = await call(browser, "feedbackQuestions", {});
    const answers = survey.questions.map((question) => ({
      qid: question.qid,
      optionscore: Math.max(...question.options.map((option) => option.optionscore)),
    }));
    await call(browser, "saveUserFeedback", {
      feedback: answers,
      total: answers.reduce((sum, answer) => sum + answer.optionscore, 0),
      comments: "",
    });

    const accounts = await accountsOf("asha");
    const savings = accounts.find((account) => account.account_group === "SAV");
    if (savings === undefined) throw new Error("asha has no savings account");
    await call(browser, "accountList", {});
    await call(browser, "closedAccountList", {});
    await call(browser, "statementAccountList", {});
    await call(browser, "enquiryAccountList", {});
    const detail = await call(browser, "accountDetail", {
      accountNumber: savings.account_number,
      accountType: savings.account_type,
    });
    expect(detail.accountNumber).toBe(savings.account_number);
    await call(browser, "accountNicknames", {});
    await call(browser, "accountNames", {});
    await call(browser, "updateNicknames", [
      {
        account_number: savings.account_number,
        account_type_code: savings.account_type,
        shrt_account_names: "Contract",
      },
    ]);
    await call(browser, "customerDetailsAndRm", {});
    await call(browser, "accountInformation", { accountNumber: savings.account_number });
    await call(browser, "primarySignature", { accountnumber: savings.account_number });

    const enquiry = {
      accountNumber: savings.account_number,
      accountType: savings.account_group,
      fromDate: `${TEST_APP_DATE.slice(0, 4)}-08-01`,
      toDate: TEST_APP_DATE,
      fromAmount: null,
      toAmount: null,
      fromCheckNumber: null,
      toCheckNumber: null,
      type: null,
      stmtType: "ENQUIRY",
      sortByAsc: false,
      totalrows: 10,
      beginValue: 0,
    } as const;
    const page = await call(browser, "transactionList", enquiry);
    await call(browser, "transactionListFraud", enquiry);
    const categories = await call(browser, "categoryList", {});
    await call(browser, "txnCategoryMapping", {});
    const row = page.transaclist[0];
    if (row === undefined) throw new Error("asha's savings account has no transactions");
    await call(browser, "updateTranCategory", [
      {
        account: savings.account_number,
        sequence: row.sequence,
        category: categories[0]?.txnCategoryID ?? "OTHERS",
      },
    ]);
    await call(browser, "checkDuplicateFraudTrans", {
      sequence: row.sequence,
      accountNumber: savings.account_number,
      transactionDate: row.date,
      encAccountNumber: Redacted.make(savings.account_number),
      description: row.description,
    });
    await call(browser, "markFraudTransaction", {
      accountNumber: savings.account_number,
      transactionDate: row.date,
      amount: row.amount,
      sequence: row.sequence,
      fraudtrnchk: 0,
      fraudcidfro: 0,
      fraudcrdblk: 0,
      fraudComment: "Not mine",
    });

    const statement = {
      accountNumber: savings.account_number,
      accountType: savings.account_group,
      stmtType: "CURRENT_YEAR",
      fromDate: null,
      toDate: null,
      fromAmount: null,
      toAmount: null,
      fromCheckNumber: null,
      toCheckNumber: null,
      type: null,
      sortByAsc: true,
      totalrows: 10,
      beginValue: 0,
    } as const;
    await call(browser, "statementSearch", statement);
    const file = await call(browser, "statementReport", { ...statement, dwndType: 3, lang: "en" });
    expect(file.blob.size).toBeGreaterThan(0);
    const certificate = await call(browser, "interestCertificate", {
      accountNumber: savings.account_number,
      financialYearStart: Number(TEST_APP_DATE.slice(0, 4)) - 1,
      lang: "en",
    });
    expect(certificate.fileName).toMatch(/\.pdf$/);

    const widgets = await call(browser, "dashboardWidgets", {});
    await call(browser, "saveDashboardWidgets", {
      updateFlag: true,
      widgets: widgets.widgets.map((widget) => ({ id: widget.id, isAdded: true })),
      favourites: widgets.favourites.map((favourite) => ({ id: favourite.id, isAdded: favourite.isAdded })),
    });
    await call(browser, "dashboardSummary", {});
    await call(browser, "inflowOutflowReport", { accountNumber: savings.account_number, dbtCrdtRprtView: 0 });
    await call(browser, "expenseInOut", { days: "30" });
    await call(browser, "accountGroupCrDr", {});
    await call(browser, "blockUserId", {});
  });

  it("a forced reset: the new sign-in password after the current one, its check and a bound code", async () => {
    const browser = await signedIn("dev");
    await call(browser, "securityLoginPwd", { pwd: Redacted.make(DEMO_PASSWORD) });
    const request = { pwdFlag: "Y", transacPwdFlag: "N" } as const;
    const checked = await call(browser, "securityCheckNewPwd", {
      ...request,
      pwd: Redacted.make("Sahyog#Bank2026"),
    });
    expect(checked.statusCode).toBe("00");
    const otac = await verifiedCode(browser, endpoints.securityUpdatePwd, request);
    const answer = await call(
      browser,
      "securityUpdatePwd",
      { ...request, pwd: Redacted.make("Sahyog#Bank2026"), otac },
      { idempotencyKey: "contract-pwd-1" },
    );
    expect(answer.referenceNumber).not.toBe("");
  });

  it("a new user id after the sign-in password and a bound code", async () => {
    const browser = await signedIn("meera");
    await call(browser, "securityLoginPwd", { pwd: Redacted.make(DEMO_PASSWORD) });
    const request = { newUserId: "meera2026" };
    const otac = await verifiedCode(browser, endpoints.securityUpdateUserId, request);
    const answer = await call(
      browser,
      "securityUpdateUserId",
      { ...request, otac },
      { idempotencyKey: "contract-uid-1" },
    );
    expect(answer.referenceNumber).not.toBe("");
  });

  it("beneficiaries: add, activate by a bound code, lists, modify, delete, the directories and the name enquiry", async () => {
    const browser = await signedIn("ravi");
    expect((await call(browser, "validateMobileNumber", {})).registered).toBe(true);
    await call(browser, "validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
    const payee = await call(browser, "benAccountLookup", {
      accountNumber: "10000010000011",
      accountType: "SAVCURR",
    });
    expect(payee.name).toBe("Asha Verma");
    const added = await call(
      browser,
      "beneficiaryAdd",
      {
        name: payee.name,
        nickName: "Asha",
        accountNumber: payee.accountNumber,
        tranferLimit: 1_000_000n,
        type: 2,
      },
      { idempotencyKey: "contract-ben-1" },
    );
    expect(added.status).toBe("PENDING");
    expect((await call(browser, "pendingBeneficiaryList", {})).beneficiaryList).toHaveLength(1);
    const sequence = added.data;
    const activation = { sequence, type: 2 } as const;
    const otac = await verifiedCode(browser, endpoints.beneficiaryUpdateStatus, activation);
    await call(
      browser,
      "beneficiaryUpdateStatus",
      { ...activation, otac },
      { idempotencyKey: "contract-ben-2" },
    );
    expect((await call(browser, "beneficiaryList", { benType: "2" })).beneficiaryList[0]?.status).toBe(
      "ACTIVE",
    );
    await call(browser, "activeBeneficiariesWithinBank", {});
    await call(browser, "activeBeneficiariesOtherBank", {});
    await call(browser, "allActiveBeneficiaries", {});
    await call(
      browser,
      "beneficiaryUpdate",
      { sequence, nickName: "Asha V", tranferLimit: 500_000n },
      { idempotencyKey: "contract-ben-3" },
    );
    const raise = { sequence, nickName: "Asha V", tranferLimit: 2_000_000n };
    const raiseOtac = await verifiedCode(browser, endpoints.beneficiaryRaiseLimit, raise);
    await call(
      browser,
      "beneficiaryRaiseLimit",
      { ...raise, otac: raiseOtac },
      { idempotencyKey: "contract-ben-4" },
    );
    expect((await call(browser, "checkBenIfsc", { ifsc: "KKBK0000958" })).branch.bankName).toBe(
      "Kotak Mahindra Bank",
    );
    expect(
      (await call(browser, "ifscSearch", { bankName: "Kotak", page: 1 })).ifscList.length,
    ).toBeGreaterThan(0);
    await call(browser, "ifscSearchOptions", {});
    await call(browser, "poolingTime", {});
    const named = await call(browser, "nameEnquiry", {
      benAccountNumber: Redacted.make("7412589630"),
      benIfsc: "KKBK0000958",
      fromAccountNumber: Redacted.make("20000010000021"),
      trtype: "2",
    });
    expect(named.payeeName).toBe("Anita Deshpande");
    const outside = await call(
      browser,
      "beneficiaryAdd",
      {
        name: named.payeeName,
        nickName: "Anita",
        accountNumber: "7412589630",
        tranferLimit: 1_000_000n,
        type: 3,
        ifsc: "KKBK0000958",
        accountType: 10,
        emailId: "anita@example.in",
        mobileNumber: "9822012345",
      },
      { idempotencyKey: "contract-ben-5" },
    );
    await call(
      browser,
      "pendingBeneficiaryDelete",
      { sequence: outside.data },
      { idempotencyKey: "contract-ben-6" },
    );
    const deleted = await call(
      browser,
      "beneficiaryDelete",
      { sequence },
      { idempotencyKey: "contract-ben-7" },
    );
    expect(deleted.status).toBe("DELETED");
  });

  it("favourite transactions and the fund-transfer enquiry: list, add from a payment, dashboard choice, delete, search", async () => {
    // The accounts test above ends with asha's blockUserId.
    await deps.db.query("UPDATE users SET locked = FALSE WHERE username = 'asha'");
    const browser = await signedIn("asha");
    const [payment] = await deps.db.query<{ reference: string }>(
      `SELECT reference FROM payments p WHERE customer_id = 'CIF10000001' AND status = 'COMPLETED'
          AND NOT EXISTS (SELECT 1 FROM favourite_transactions f WHERE f.customer_id = p.customer_id
            AND f.network = p.network AND f.from_account = p.from_account AND f.to_account = p.to_account
            AND f.amount_paise = p.amount_paise)
        ORDER BY created_at LIMIT 1`,
    );
    const before = (await call(browser, "favouriteTransactions", {})).favourites.length;
    const added = await call(
      browser,
      "addFavouriteTransaction",
      { trnRefNumber: payment?.reference ?? "" },
      { idempotencyKey: "contract-fav-1" },
    );
    const { refId } = added.favourite;
    const configured = await call(
      browser,
      "configureFavouriteTransactions",
      { onDashboard: [{ refId }] },
      { idempotencyKey: "contract-fav-2" },
    );
    expect(configured.favourites.filter((f) => f.onDashboard).map((f) => f.refId)).toEqual([refId]);
    const deleted = await call(
      browser,
      "deleteFavouriteTransaction",
      { refId },
      { idempotencyKey: "contract-fav-3" },
    );
    expect(deleted.favourites).toHaveLength(before);
    const found = await call(browser, "fundTransactionList", {
      fromDate: null,
      toDate: null,
      fromAmount: null,
      toAmount: null,
      benName: null,
      type: null,
      beginValue: 0,
      totalrows: 10,
    });
    expect(found.totalRecords).toBeGreaterThan(0);
  });

  it("payments: sources, limits, freeze state, charges, own account, within the bank, NEFT, the cut-off confirmation, receipt", async () => {
    await deps.db.query("UPDATE users SET locked = FALSE WHERE username = 'asha'");
    const browser = await signedIn("asha");
    await call(browser, "validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
    const sources = await call(browser, "transferSourceAccounts", { paymentNetwork: "IFT" });
    const from = sources[0]?.account_number ?? "";
    expect(sources[0]?.ownTargets.length).toBeGreaterThan(0);
    expect((await call(browser, "neftRtgsLimits", {})).minRtgs).toBeGreaterThan(0n);
    expect((await call(browser, "checkFreezeState", { accountNumber: from })).freezeState).toBe("NONE");
    const charges = await call(browser, "neftRtgsCharges", {
      fromAccountNumber: from,
      transferAmount: 100_000n,
      paymentNetwork: "NEFT",
    });
    const own = await call(
      browser,
      "fundsTransferWithinBank",
      {
        fromAccountNumber: from,
        benAccountNumber: sources[0]?.ownTargets[0] ?? "",
        transferAmount: 10_000n,
        transComment: "Contract",
        transToComment: "",
        paymentNetwork: "IFT",
      },
      { idempotencyKey: "contract-pay-1" },
    );
    expect(own.statusCode).toBe(1);
    const [ravi] = await deps.db.query<{ id: string; account_number: string }>(
      "SELECT id::text AS id, account_number FROM beneficiaries WHERE customer_id = 'CIF10000001' AND type = 2 AND status = 'ACTIVE' ORDER BY id LIMIT 1",
    );
    const within = {
      fromAccountNumber: from,
      benAccountNumber: ravi?.account_number ?? "",
      transferAmount: 10_000n,
      transComment: "Contract",
      transToComment: "",
      paymentNetwork: "IFTWB" as const,
      benSequence: ravi?.id ?? "",
    };
    const withinOtac = await verifiedCode(browser, endpoints.fundsTransferWithinBank, within);
    await call(
      browser,
      "fundsTransferWithinBank",
      { ...within, otac: withinOtac },
      { idempotencyKey: "contract-pay-2" },
    );
    const [priya] = await deps.db.query<{ id: string; account_number: string; ifsc: string }>(
      "SELECT id::text AS id, account_number, ifsc FROM beneficiaries WHERE customer_id = 'CIF10000001' AND type = 3 AND status = 'ACTIVE' ORDER BY id LIMIT 1",
    );
    const neft = {
      fromAccountNumber: from,
      benAccountNumber: priya?.account_number ?? "",
      benIfsc: priya?.ifsc ?? "",
      transferAmount: 100_000n,
      paymentNetwork: "NEFT" as const,
      narrationFromAccount: "Contract",
      benSequence: priya?.id ?? "",
      charges: charges.charges,
    };
    const neftOtac = await verifiedCode(browser, endpoints.neftRtgs, neft);
    const paid = await call(
      browser,
      "neftRtgs",
      { ...neft, otac: neftOtac },
      { idempotencyKey: "contract-pay-3" },
    );
    expect(paid.payment.status).toBe("COMPLETED");
    // An instruction stored after the cut-off (as the NEFT call stores it then), confirmed by its reference.
    await deps.db.query(
      `INSERT INTO payments (reference, username, customer_id, network, from_account, beneficiary_id, to_account, to_ifsc,
         to_name, amount_paise, remarks, status, clearing_status, created_at, value_on, booked_on)
       VALUES ('FT0999999901', 'asha', 'CIF10000001', 'NEFT', $1, $2, $3, $4, 'Payee', 20000, 'Contract',
         'AWAITING_CONFIRMATION', 'Entered', now(), '2026-11-23', $5)`,
      [from, priya?.id, priya?.account_number, priya?.ifsc, TEST_APP_DATE],
    );
    const confirmed = await call(
      browser,
      "neftRtgsCutOffConfirm",
      {
        reference: "FT0999999901",
        fromAccountNumber: from,
        benAccountNumber: priya?.account_number ?? "",
        transferAmount: 20_000n,
        benIfsc: priya?.ifsc ?? "",
        paymentNetwork: "NEFT",
        narrationFromAccount: "Contract",
        cutOffFlag: "N",
      },
      { idempotencyKey: "contract-pay-4" },
    );
    expect(confirmed.payment.status).toBe("COMPLETED");
    const receipt = await call(browser, "paymentReceipt", { reference: paid.data, dwndType: 1, lang: "hi" });
    expect(receipt.fileName).toBe(`Receipt-${paid.data}.pdf`);
  });

  it("covers every declared call", () => {
    const declared = Object.keys(endpoints).sort();
    expect([...CALLED].sort()).toEqual(declared);
  });
});

/** Tables whose rows a refused request must leave as they were (sessions, tokens and the audit log may move). */
const GUARDED_TABLES = [
  "users",
  "accounts",
  "account_holders",
  "transactions",
  "otp_codes",
  "idempotency_keys",
  "fraud_marks",
  "category_changes",
  "dashboard_items",
  "user_feedback",
  "sms_outbox",
  "captchas",
  "beneficiaries",
  "name_enquiry_uses",
  "favourite_transactions",
  "payments",
  "journals",
  "postings",
  "internal_accounts",
] as const;

async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of GUARDED_TABLES) {
    const rows = await deps.db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
    );
    parts.push(`${table}:${rows[0]?.digest ?? "empty"}`);
  }
  return parts.join("\n");
}

/**
 * One request per call that breaks its schema: a field of the wrong type, a missing field, an
 * empty list or a malformed query value. Calls whose request has no fields at all cannot be sent
 * wrong in content and are listed in {@link NO_FIELDS}.
 */
const BAD_REQUESTS: Partial<Record<EndpointName, { readonly body?: unknown; readonly query?: string }>> = {
  checkFailCount: { body: { username: 42 } },
  userSecurityInfo: { body: {} },
  captchaSendCode: { body: { username: ["asha"] } },
  secretKey: { body: { username: null } },
  login: { body: "j_password=x" },
  validateAuthOtp: { body: { otp: "12", otac: "x" } },
  setAuthOtp: { body: { rToken: "x", ownSystem: "MAYBE" } },
  extendSession: { body: { fromWarning: "yes" } },
  generateOtp: { body: { module: "" } },
  validateOtp: { body: { otp: "abcdef", otac: "x" } },
  secureImage: { query: "id=" },
  configureSecureLoginAccess: { body: { imageId: "", secureText: "x" } },
  setUserSecurityInfo: { body: { secImage: "lotus_2" } },
  validateTransacPwd: { body: { transacPwd: "" } },
  checkUser: { body: { username: {} } },
  securityLoginPwd: { body: { pwd: 1 } },
  securityTranPwd: { body: {} },
  securityCheckNewPwd: { body: { pwdFlag: "Y", transacPwdFlag: "Maybe" } },
  securityUpdatePwd: { body: { pwdFlag: "X", transacPwdFlag: "N", otac: "x" } },
  securityUpdateUserId: { body: { newUserId: "", otac: "x" } },
  saveUserFeedback: { body: { feedback: "all good", total: 5, comments: "" } },
  accountDetail: {
    body: { accountNumber: "not-a-number", accountType: "SAV" },
    query: "accountNumber=x&accountType=SAV",
  },
  updateNicknames: { body: [] },
  accountInformation: { query: "accountNumber=abc" },
  primarySignature: { query: "accountnumber=" },
  transactionList: { body: { accountNumber: "12" } },
  transactionListFraud: { body: { totalrows: 1000 } },
  updateTranCategory: { body: [] },
  checkDuplicateFraudTrans: { body: { sequence: -1 } },
  markFraudTransaction: { body: { amount: "100" } },
  statementSearch: { body: { stmtType: "EVERYTHING" } },
  statementReport: { body: { dwndType: 9 } },
  interestCertificate: { body: { financialYearStart: 1900 } },
  saveDashboardWidgets: { body: { updateFlag: "true" } },
  inflowOutflowReport: { body: { accountNumber: "1", dbtCrdtRprtView: 7 } },
  expenseInOut: { query: "days=31" },
  // Beneficiaries (area B)
  beneficiaryAdd: { body: { name: "A", nickName: "A", accountNumber: "1", tranferLimit: 0, type: 2 } },
  beneficiaryUpdateStatus: { body: { sequence: "0", otac: "x" } },
  pendingBeneficiaryDelete: { body: { sequence: "abc" } },
  beneficiaryUpdate: { body: { sequence: "1", nickName: "", tranferLimit: 100 } },
  beneficiaryRaiseLimit: { body: { sequence: "1", nickName: "A", tranferLimit: -5, otac: "x" } },
  beneficiaryDelete: { body: { sequence: 1 } },
  beneficiaryList: { query: "benType=4" },
  benAccountLookup: { body: { accountNumber: "ABC" } },
  checkBenIfsc: { body: { ifsc: "HDFC" } },
  ifscSearch: { body: { bankName: "HDFC Bank", page: 0 } },
  nameEnquiry: { body: { benAccountNumber: "x", benIfsc: "HDFC0000240", trtype: "3" } },
  // Favourite transactions and the fund-transfer enquiry (area E)
  addFavouriteTransaction: { body: { trnRefNumber: "FT12" } },
  deleteFavouriteTransaction: { body: { refId: "0" } },
  configureFavouriteTransactions: { body: { onDashboard: ["11"] } },
  fundTransactionList: { body: { fromDate: "2026-11-01", toDate: null, beginValue: 0, totalrows: 10 } },
  fundsTransferWithinBank: {
    body: { fromAccountNumber: "10000010000011", transferAmount: 0, paymentNetwork: "IFT" },
  },
  neftRtgs: { body: { fromAccountNumber: "10000010000011", benIfsc: "hdfc0000240", paymentNetwork: "NEFT" } },
  neftRtgsCutOffConfirm: { body: { reference: "FT1", cutOffFlag: "Y" } },
  neftRtgsCharges: {
    body: { fromAccountNumber: "10000010000011", transferAmount: -1, paymentNetwork: "NEFT" },
  },
  checkFreezeState: { query: "accountNumber=abc" },
  transferSourceAccounts: { query: "paymentNetwork=IMPS" },
  paymentReceipt: { body: { reference: "FT1000000001", dwndType: 2, lang: "en" } },
};

/** Calls whose request has no fields: no content can break their schema. */
const NO_FIELDS = Object.entries(endpoints)
  .filter(([, declaration]) => {
    const fields = (declaration.request as { fields?: Record<string, unknown> }).fields;
    return fields !== undefined && Object.keys(fields).length === 0;
  })
  .map(([name]) => name as EndpointName);

describe("every declared call with a bad request answers 400 and changes nothing", () => {
  it("lists a bad request for every call that has fields", () => {
    const expected = (Object.keys(endpoints) as EndpointName[])
      .filter((name) => !NO_FIELDS.includes(name))
      .sort();
    expect(Object.keys(BAD_REQUESTS).sort()).toEqual(expected);
  });

  for (const [name, bad] of Object.entries(BAD_REQUESTS) as [
    EndpointName,
    { body?: unknown; query?: string },
  ][]) {
    it(name, async () => {
      const browser = await signedInForBadRequests();
      const declaration = endpoints[name] as Endpoint;
      const before = await snapshot();
      const headers = new Headers(browser.headers());
      let body: string | undefined;
      if (bad.body !== undefined) {
        if (declaration.encoding === "form") {
          headers.set("Content-Type", "application/x-www-form-urlencoded");
          body = String(bad.body);
        } else {
          headers.set("Content-Type", "application/json");
          body = JSON.stringify(bad.body);
        }
      }
      const path = `${endpointPath(declaration)}${bad.query === undefined ? "" : `?${bad.query}`}`;
      const response = await browser.fetch(path, {
        method: declaration.method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
      const answer = (await response.json()) as { code?: string; statusMsg?: string };
      expect(response.status, `${name}: ${JSON.stringify(answer)}`).toBe(400);
      expect(answer.statusMsg ?? "").not.toBe("");
      expect(await snapshot()).toBe(before);
    });
  }
});

let badRequestBrowser: InProcessBank | undefined;

/** One signed-in browser for the bad requests (they are refused before a session would matter). */
async function signedInForBadRequests(): Promise<InProcessBank> {
  badRequestBrowser ??= await signedIn("ravi");
  return badRequestBrowser;
}
