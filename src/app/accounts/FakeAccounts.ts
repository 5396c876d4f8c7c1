import { accountKind, CLOSED_STATUS_CODE, isEnquiryAccount } from "../../domain";
import type {
  AccountDetailResponse,
  AccountInformationResponse,
  AccountKindCode,
  AccountListItem,
  AccountNicknamesResponse,
  CustomerDetailsAndRmResponse,
  PrimarySignatureResponse,
  NicknameUpdateRequest,
  NicknameUpdateResponse,
} from "../../adapters/rib/contract/accounts";
import type { AccountDetail, AccountListKind } from "../../adapters/rib/FetchBankApi";

/** The fake bank's account numbers (the same as the demo server's for SAV, DDA, FD, RD and the home loan). */
export const FAKE_ACCOUNTS = {
  savings: "10000010000011",
  current: "10000020000012",
  fixedDeposit: "10000030000013",
  recurringDeposit: "10000040000014",
  homeLoan: "10000050000015",
  goldLoan: "10000060000016",
  jointSavings: "10000070000017",
  closedSavings: "10000080000018",
  closedDeposit: "10000090000019",
} as const;

interface FakeAccount {
  readonly item: AccountListItem;
  readonly detail: Omit<AccountDetailResponse, "encAccountNumber" | "nickname" | "status" | "closedDate">;
}

type Kind = "SAV" | "DDA" | "CD" | "RC" | "HL" | "GL";

function item(number: string, kind: Kind, fields: Partial<AccountListItem> = {}): AccountListItem {
  const loan = kind === "HL" || kind === "GL";
  const deposit = kind === "CD" || kind === "RC";
  return {
    account_grp_code: loan ? "LN" : kind,
    account_type_code: loan ? kind : kind === "SAV" ? "SB101" : kind === "DDA" ? "CA201" : `${kind}301`,
    account_number: number,
    rnAcctNo: `rn-${number}`,
    shrt_account_names: "",
    accNoWithNickName: number,
    prodType: kind,
    status: 0,
    balance: 0,
    availableBalance: 0,
    bal_Available: deposit ? 0 : null,
    acnPrimaryHolder: true,
    accMandFlag: false,
    holderCount: 1,
    maturityDate: null,
    linkedAcctNbr: null,
    isAllowedToClose: false,
    isLienMarked: false,
    clas: { code: loan ? "L" : deposit ? "D" : "" },
    group: { code: loan ? "LN" : kind },
    currencyCode: "INR",
    openedDate: "2019-06-14",
    closedDate: null,
    grp: null,
    ...fields,
  };
}

const ASHA = "Asha Verma";

function detailOf(
  account: AccountListItem,
  fields: Partial<FakeAccount["detail"]> = {},
): FakeAccount["detail"] {
  return {
    group: account.account_grp_code,
    groupCode: account.account_grp_code,
    accountType: account.account_type_code,
    productName: "Savings Account",
    availableBalance: account.availableBalance,
    balance: account.balance,
    interestRate: 350,
    dateOpened: account.openedDate,
    openedDate: account.openedDate,
    brachDesc: "Pune Camp",
    currencyCode: "INR",
    title1: ASHA,
    title2: "",
    title3: "",
    title4: "",
    acctRelationship: "Primary holder",
    acnRelCode: 1,
    acnRel: "P",
    accruedInterest: 41_250,
    holdAmount: 0,
    deposit: null,
    loan: null,
    ...fields,
  };
}

function seedAccounts(): FakeAccount[] {
  const savings = item(FAKE_ACCOUNTS.savings, "SAV", {
    shrt_account_names: "Salary",
    balance: 12_345_678,
    availableBalance: 12_245_678,
    accMandFlag: true,
  });
  const current = item(FAKE_ACCOUNTS.current, "DDA", {
    balance: 48_210_050,
    availableBalance: 48_210_050,
  });
  const joint = item(FAKE_ACCOUNTS.jointSavings, "SAV", {
    shrt_account_names: "Family",
    balance: 2_500_000,
    availableBalance: 2_500_000,
    holderCount: 4,
  });
  const fd = item(FAKE_ACCOUNTS.fixedDeposit, "CD", {
    balance: 50_000_000,
    availableBalance: 50_000_000,
    bal_Available: 50_000_000,
    maturityDate: "2027-03-15",
    openedDate: "2025-03-15",
  });
  const rd = item(FAKE_ACCOUNTS.recurringDeposit, "RC", {
    shrt_account_names: "Holiday",
    balance: 6_000_000,
    availableBalance: 6_000_000,
    bal_Available: 6_000_000,
    maturityDate: "2027-12-01",
    openedDate: "2024-12-01",
  });
  const home = item(FAKE_ACCOUNTS.homeLoan, "HL", {
    balance: 2_450_000_000,
    availableBalance: 0,
    openedDate: "2021-08-10",
  });
  const gold = item(FAKE_ACCOUNTS.goldLoan, "GL", {
    balance: 15_000_000,
    availableBalance: 0,
    isLienMarked: true,
    linkedAcctNbr: FAKE_ACCOUNTS.fixedDeposit,
    openedDate: "2026-02-02",
  });
  const closedSavings = item(FAKE_ACCOUNTS.closedSavings, "SAV", {
    status: 4,
    closedDate: "2025-09-30",
    grp: "SAV",
    openedDate: "2015-04-01",
  });
  const closedDeposit = item(FAKE_ACCOUNTS.closedDeposit, "CD", {
    status: 4,
    closedDate: "2026-01-15",
    grp: "CD",
    bal_Available: 0,
    maturityDate: "2026-01-15",
    openedDate: "2025-01-15",
  });
  return [
    { item: savings, detail: detailOf(savings, { productName: "Savings Account Regular" }) },
    {
      item: joint,
      detail: detailOf(joint, {
        productName: "Savings Account Family",
        title2: "Rohan Verma",
        title3: "Kavya Verma",
        title4: "Sunita Verma",
        acctRelationship: "Joint, either or survivor",
      }),
    },
    {
      item: current,
      detail: detailOf(current, {
        productName: "Current Account Business",
        interestRate: 0,
        accruedInterest: 0,
      }),
    },
    {
      item: fd,
      detail: detailOf(fd, {
        productName: "Fixed Deposit 24 months",
        interestRate: 710,
        accruedInterest: 2_130_000,
        deposit: {
          originalAmount: 50_000_000,
          maturityValue: 57_560_000,
          maturityDate: "2027-03-15",
          tdsDeduction: 213_000,
          term: 24,
          scheduleProcessingFlag: "Y",
        },
      }),
    },
    {
      item: rd,
      detail: detailOf(rd, {
        productName: "Recurring Deposit 36 months",
        interestRate: 685,
        accruedInterest: 310_000,
        deposit: {
          originalAmount: 500_000,
          maturityValue: 20_150_000,
          maturityDate: "2027-12-01",
          tdsDeduction: 0,
          term: 36,
          scheduleProcessingFlag: "N",
        },
      }),
    },
    {
      item: home,
      detail: detailOf(home, {
        productName: "Home Loan",
        interestRate: 840,
        accruedInterest: 0,
        loan: {
          disbursedDate: "2021-08-10",
          currPaymentAmt: 3_125_000,
          totalPaymentDue: 3_125_000,
          paymentDueDate: "2026-12-05",
          customerId: "CUST00042",
          payoffAmount: 2_461_000_000,
          isGoldLoanProdType: false,
          lienMarkedFdNumber: null,
        },
      }),
    },
    {
      item: gold,
      detail: detailOf(gold, {
        productName: "Gold Loan",
        interestRate: 925,
        accruedInterest: 0,
        loan: {
          disbursedDate: "2026-02-02",
          currPaymentAmt: 0,
          totalPaymentDue: 15_462_500,
          paymentDueDate: null,
          customerId: "CUST00042",
          payoffAmount: 15_462_500,
          isGoldLoanProdType: true,
          lienMarkedFdNumber: FAKE_ACCOUNTS.fixedDeposit,
        },
      }),
    },
    { item: closedSavings, detail: detailOf(closedSavings, { productName: "Savings Account Regular" }) },
    {
      item: closedDeposit,
      detail: detailOf(closedDeposit, {
        productName: "Fixed Deposit 12 months",
        interestRate: 690,
        accruedInterest: 0,
        deposit: {
          originalAmount: 10_000_000,
          maturityValue: 10_690_000,
          maturityDate: "2026-01-15",
          tdsDeduction: 69_000,
          term: 12,
          scheduleProcessingFlag: "N",
        },
      }),
    },
  ];
}

/**
 * The fake bank's accounts for the account screens: savings (one joint with three joint holders),
 * current, a fixed and a recurring deposit, a home and a gold loan, two closed accounts; nicknames
 * unique per customer (compared without case and spaces), like the reference server.
 */
export class FakeAccounts {
  readonly accounts: FakeAccount[] = seedAccounts();
  /** The nickname requests received, in order. */
  readonly nicknameRequests: NicknameUpdateRequest[] = [];
  /** When set, the next nickname save fails with this HTTP status (e.g. 500). */
  failNicknameSave: number | undefined;

  /** Adds an active account of a kind (e.g. to fill a group past its pager limit). */
  add(number: string, kind: Kind, fields: Partial<AccountListItem> = {}): void {
    const added = item(number, kind, fields);
    this.accounts.push({ item: added, detail: detailOf(added) });
  }

  /** A list as the server answers it. */
  list(kind: AccountListKind): AccountListItem[] {
    const items = this.accounts.map((a) => a.item);
    if (kind === "closed") return items.filter((a) => a.status === CLOSED_STATUS_CODE);
    if (kind === "statement") return items;
    if (kind === "enquiry")
      return items.filter((a) => a.status !== CLOSED_STATUS_CODE && isEnquiryAccount(a.account_grp_code));
    return items.filter((a) => a.status !== CLOSED_STATUS_CODE);
  }

  /** The detail of one account, or undefined when the customer has no such account. */
  detail(accountNumber: string): AccountDetail | undefined {
    const found = this.accounts.find((a) => a.item.account_number === accountNumber);
    if (found === undefined) return undefined;
    return {
      ...found.detail,
      accountNumber,
      encAccountNumber: `enc-${accountNumber}`,
      nickname: found.item.shrt_account_names,
      status: found.item.status,
      closedDate: found.item.closedDate,
    };
  }

  /** The active accounts with their nicknames, grouped by kind in list order. */
  nicknames(): AccountNicknamesResponse {
    const order: readonly AccountKindCode[] = ["savings", "current", "deposit", "loan", "other"];
    const active = this.list("active");
    return order
      .map((kind) => ({
        kind,
        accounts: active
          .filter(
            (a) =>
              accountKind({
                groupCode: a.account_grp_code,
                typeCode: a.account_type_code,
                classCode: a.clas.code,
              }) === kind,
          )
          .map((a) => ({
            account_number: a.account_number,
            account_grp_code: a.account_grp_code,
            account_type_code: a.account_type_code,
            prodType: a.prodType,
            shrt_account_names: a.shrt_account_names,
            acnPrimaryHolder: a.acnPrimaryHolder,
          })),
      }))
      .filter((group) => group.accounts.length > 0);
  }

  /** The customer information dialog's details; the relationship manager's mobile is masked. */
  customerDetails(): CustomerDetailsAndRmResponse {
    return {
      customerName: ASHA,
      customerId: "CUST00042",
      mad3: "Flat 12, Lotus Residency, Koregaon Park",
      mad4: "Pune 411001",
      bankDetails: {
        branchName: "Pune Camp",
        branchAdd2: "East Street",
        branchAdd3: "Pune 411001",
        ifsc: "SAHY0001234",
      },
      rmName: "Vikram Rao",
      rmMobileno: "+91 xxxx xxx 345",
    };
  }

  /** The account information dialog of one account, or undefined for another customer's number. */
  information(accountNumber: string): AccountInformationResponse | undefined {
    const found = this.accounts.find((a) => a.item.account_number === accountNumber);
    if (found === undefined) return undefined;
    const joint = found.detail.title2 !== "";
    return {
      accountNumber,
      productName: found.detail.productName,
      status: found.item.status,
      ifsc: "SAHY0001234",
      micr: "411123002",
      branchName: "Pune Camp",
      branchAdd2: "East Street",
      branchAdd3: "Pune 411001",
      currencyCode: "INR",
      openedDate: found.item.openedDate,
      modeOfOperation: joint ? "EITHER_OR_SURVIVOR" : "SINGLE",
      nomineeRegistered: !joint,
      nomineeName: joint ? null : "Rxxxx Vxxxx",
    };
  }

  /** The primary holder's specimen signature, or undefined when the customer is not the primary holder. */
  signature(accountNumber: string): PrimarySignatureResponse | undefined {
    const found = this.accounts.find((a) => a.item.account_number === accountNumber);
    if (found === undefined || !found.item.acnPrimaryHolder) return undefined;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><path d="M10 40 C40 5 60 55 90 30 S150 10 190 35" fill="none" stroke="#1a1a1a" stroke-width="2"/></svg>';
    return {
      signatureSvg: `data:image/svg+xml;base64,${btoa(svg)}`,
      holderName: found.detail.title1,
      altText: `Specimen signature of ${found.detail.title1}`,
    };
  }

  /** Saves nicknames all or nothing; a nickname another account has (or twice in the request) is a conflict. */
  updateNicknames(request: NicknameUpdateRequest): NicknameUpdateResponse | { status: number } {
    this.nicknameRequests.push(request);
    if (this.failNicknameSave !== undefined) {
      const status = this.failNicknameSave;
      this.failNicknameSave = undefined;
      return { status };
    }
    const norm = (n: string) => n.trim().toLowerCase();
    const changed = new Map(request.map((r) => [r.account_number, r.shrt_account_names.trim()]));
    const after = this.accounts.map((a) => ({
      number: a.item.account_number,
      nickname: changed.get(a.item.account_number) ?? a.item.shrt_account_names,
    }));
    const conflicts = request.filter((r) => {
      const name = norm(r.shrt_account_names);
      return after.some((a) => a.number !== r.account_number && name !== "" && norm(a.nickname) === name);
    });
    if (conflicts.length > 0) {
      const first = conflicts[0]?.shrt_account_names.trim() ?? "";
      return {
        success: false,
        statusMsg: `Nickname ${first} already exists`,
        conflicts: conflicts.map((c) => ({
          account_number: c.account_number,
          shrt_account_names: c.shrt_account_names.trim(),
        })),
      };
    }
    for (const account of this.accounts) {
      const nickname = changed.get(account.item.account_number);
      if (nickname === undefined) continue;
      const number = account.item.account_number;
      Object.assign(account, {
        item: {
          ...account.item,
          shrt_account_names: nickname,
          accNoWithNickName: nickname === "" ? number : `${number} - ${nickname}`,
        },
      });
    }
    return { success: true, statusMsg: "Nicknames updated", conflicts: [] };
  }
}
