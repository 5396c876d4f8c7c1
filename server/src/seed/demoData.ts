import { monthlyInstalment, outstandingPrincipal } from "../../../src/domain/loans/LoanInstalment";

/** The demo customers' sign-in password. */
export const DEMO_PASSWORD = "Demo@1234";
/** The demo customers' transaction password. */
export const DEMO_TXN_PASSWORD = "Txn@12345";
/** The demo user ids. */
export const DEMO_USERS = ["asha", "ravi", "meera", "kiran", "dev", "neha"] as const;

/** A branch of the demo bank. */
export interface BranchSeed {
  readonly code: string;
  readonly name: string;
  readonly address2: string;
  readonly address3: string;
  readonly ifsc: string;
  /** The branch's nine-digit MICR code (city, bank, branch). */
  readonly micr: string;
}

/** The demo branches. */
export const BRANCHES: readonly BranchSeed[] = [
  {
    code: "MUM001",
    name: "Fort, Mumbai",
    address2: "12 Dalal Street, Fort",
    address3: "Mumbai 400001",
    ifsc: "RIBK0000101",
    micr: "400532002",
  },
  {
    code: "BLR002",
    name: "Indiranagar, Bengaluru",
    address2: "100 Feet Road, Indiranagar",
    address3: "Bengaluru 560038",
    ifsc: "RIBK0000202",
    micr: "560532004",
  },
  {
    code: "CHN003",
    name: "Mylapore, Chennai",
    address2: "45 Luz Church Road, Mylapore",
    address3: "Chennai 600004",
    ifsc: "RIBK0000303",
    micr: "600532006",
  },
];

/** A demo customer, with its sign-in user when it has one. */
export interface CustomerSeed {
  readonly id: string;
  readonly code: string;
  readonly prefix: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The PAN registered with the bank (printed on interest certificates); absent: none registered. */
  readonly pan?: string;
  readonly type: "R" | "NR";
  readonly birthDate: string;
  readonly mobile: string;
  readonly email: string;
  readonly address3: string;
  readonly address4: string;
  readonly customerSince: string;
  readonly branch: string;
  readonly rmName: string;
  readonly rmMobile: string;
  readonly user?: {
    readonly username: string;
    readonly secureImageId: string | null;
    readonly secureText: string | null;
    readonly mfaRequired: boolean;
    /** Days from the application date until the sign-in password expires. */
    readonly loginPwdDays: number;
    readonly txnPwdDays: number;
    /** Days before the application date of the last sign-in. */
    readonly lastLoginDaysAgo: number;
    /** The transaction password must be changed right after sign-in (forced reset). */
    readonly txnResetRequired?: boolean;
  };
}

/**
 * The demo customers: asha (resident, many products, MFA), ravi (joint holder, nothing set), meera
 * (NR, password expiring), kiran (transaction password reset required), dev (sign-in password expired).
 */
export const CUSTOMERS: readonly CustomerSeed[] = [
  {
    id: "CIF10000001",
    code: "RET01",
    prefix: "Ms.",
    firstName: "Asha",
    lastName: "Verma",
    pan: "AKVPV4821K",
    type: "R",
    birthDate: "1986-04-12",
    mobile: "9876543210",
    email: "asha.verma@example.in",
    address3: "Flat 7B, Sea View Apartments, Colaba",
    address4: "Mumbai 400005",
    customerSince: "2012-06-01",
    branch: "MUM001",
    rmName: "Rahul Mehta",
    rmMobile: "9820012345",
    user: {
      username: "asha",
      secureImageId: "beach_1",
      secureText: "BlueLotus",
      mfaRequired: true,
      loginPwdDays: 60,
      txnPwdDays: 90,
      lastLoginDaysAgo: 2,
    },
  },
  {
    id: "CIF10000002",
    code: "RET01",
    prefix: "Mr.",
    firstName: "Ravi",
    lastName: "Kumar",
    pan: "BQRPK7315M",
    type: "R",
    birthDate: "1979-11-03",
    mobile: "9123456780",
    email: "ravi.kumar@example.in",
    address3: "22 HAL 2nd Stage, Indiranagar",
    address4: "Bengaluru 560038",
    customerSince: "2016-02-15",
    branch: "BLR002",
    rmName: "Priya Nair",
    rmMobile: "9845098450",
    user: {
      username: "ravi",
      secureImageId: null,
      secureText: null,
      mfaRequired: false,
      loginPwdDays: 45,
      txnPwdDays: 45,
      lastLoginDaysAgo: 10,
    },
  },
  {
    id: "CIF10000003",
    code: "NRI01",
    prefix: "Ms.",
    firstName: "Meera",
    lastName: "Iyer",
    pan: "CFMPI2096L",
    type: "NR",
    birthDate: "1990-08-25",
    mobile: "9988776655",
    email: "meera.iyer@example.com",
    address3: "Apartment 1204, Marina Heights",
    address4: "Dubai, United Arab Emirates",
    customerSince: "2019-09-10",
    branch: "CHN003",
    rmName: "Karthik Raman",
    rmMobile: "9444012345",
    user: {
      username: "meera",
      secureImageId: "lotus_2",
      secureText: "Monsoon-27",
      mfaRequired: false,
      loginPwdDays: 3,
      txnPwdDays: 30,
      lastLoginDaysAgo: 5,
    },
  },
  {
    id: "CIF10000004",
    code: "RET01",
    prefix: "Mrs.",
    firstName: "Sunita",
    lastName: "Kumar",
    type: "R",
    birthDate: "1982-01-19",
    mobile: "9000011111",
    email: "sunita.kumar@example.in",
    address3: "22 HAL 2nd Stage, Indiranagar",
    address4: "Bengaluru 560038",
    customerSince: "2016-02-15",
    branch: "BLR002",
    rmName: "Priya Nair",
    rmMobile: "9845098450",
  },
  {
    id: "CIF10000005",
    code: "RET01",
    prefix: "Mr.",
    firstName: "Kiran",
    lastName: "Desai",
    type: "R",
    birthDate: "1984-03-07",
    mobile: "9812345670",
    email: "kiran.desai@example.in",
    address3: "14 Law College Road, Erandwane",
    address4: "Pune 411004",
    customerSince: "2018-07-20",
    branch: "MUM001",
    rmName: "Rahul Mehta",
    rmMobile: "9820012345",
    // Must change the transaction password right after sign-in.
    user: {
      username: "kiran",
      secureImageId: "train_5",
      secureText: "Deccan-Queen",
      mfaRequired: false,
      loginPwdDays: 75,
      txnPwdDays: 75,
      lastLoginDaysAgo: 7,
      txnResetRequired: true,
    },
  },
  {
    id: "CIF10000006",
    code: "RET01",
    prefix: "Mr.",
    firstName: "Dev",
    lastName: "Malhotra",
    pan: "DXLPM5530H",
    type: "R",
    birthDate: "1992-12-01",
    mobile: "9876012345",
    email: "dev.malhotra@example.in",
    address3: "B-42 Defence Colony",
    address4: "New Delhi 110024",
    customerSince: "2021-01-11",
    branch: "MUM001",
    rmName: "Rahul Mehta",
    rmMobile: "9820012345",
    // The sign-in password expired yesterday: it must be changed right after sign-in.
    user: {
      username: "dev",
      secureImageId: "marigold_2",
      secureText: "Old-Fort",
      mfaRequired: false,
      loginPwdDays: -1,
      txnPwdDays: 40,
      lastLoginDaysAgo: 95,
    },
  },
  {
    // No registered mobile number: no code can be sent, so she signs in with the password alone and
    // makes only the payments without a code (own-account transfer has none; she has one account).
    id: "CIF10000010",
    code: "RET01",
    prefix: "Ms.",
    firstName: "Neha",
    lastName: "Joshi",
    type: "R",
    birthDate: "1995-07-18",
    mobile: "",
    email: "neha.joshi@example.in",
    address3: "9 Model Colony, Shivajinagar",
    address4: "Pune 411016",
    customerSince: "2023-03-01",
    branch: "MUM001",
    rmName: "Rahul Mehta",
    rmMobile: "9820012345",
    user: {
      username: "neha",
      secureImageId: "beach_1",
      secureText: "Sinhagad",
      mfaRequired: false,
      loginPwdDays: 80,
      txnPwdDays: 80,
      lastLoginDaysAgo: 12,
    },
  },
  // Asha's family: joint holders of her family savings account, without sign-in users.
  {
    id: "CIF10000007",
    code: "RET01",
    prefix: "Mr.",
    firstName: "Arjun",
    lastName: "Verma",
    type: "R",
    birthDate: "1983-09-30",
    mobile: "9876543211",
    email: "arjun.verma@example.in",
    address3: "Flat 7B, Sea View Apartments, Colaba",
    address4: "Mumbai 400005",
    customerSince: "2014-02-10",
    branch: "MUM001",
    rmName: "Rahul Mehta",
    rmMobile: "9820012345",
  },
  {
    id: "CIF10000008",
    code: "RET01",
    prefix: "Mrs.",
    firstName: "Lata",
    lastName: "Verma",
    type: "R",
    birthDate: "1958-05-14",
    mobile: "9876543212",
    email: "lata.verma@example.in",
    address3: "Flat 7B, Sea View Apartments, Colaba",
    address4: "Mumbai 400005",
    customerSince: "2014-02-10",
    branch: "MUM001",
    rmName: "Rahul Mehta",
    rmMobile: "9820012345",
  },
  {
    id: "CIF10000009",
    code: "RET01",
    prefix: "Ms.",
    firstName: "Kavya",
    lastName: "Verma",
    type: "R",
    birthDate: "2004-12-02",
    mobile: "9876543213",
    email: "kavya.verma@example.in",
    address3: "Flat 7B, Sea View Apartments, Colaba",
    address4: "Mumbai 400005",
    customerSince: "2022-12-05",
    branch: "MUM001",
    rmName: "Rahul Mehta",
    rmMobile: "9820012345",
  },
];

/** A demo account with its holders (first = primary). */
export interface AccountSeed {
  readonly number: string;
  /** The account group: an NRE or NRO account is a savings account (SAV) whose type names the scheme. */
  readonly group: "SAV" | "DDA" | "CD" | "RC" | "LN";
  /** The account type (scheme code): SB, CA, FD, RD, HL, GL, or NRE / NRO for a non-resident savings account. */
  readonly type: string;
  readonly product: string;
  readonly branch: string;
  readonly holders: readonly string[];
  /** Days before the application date it was opened. */
  readonly openedDaysAgo: number;
  readonly balance: number;
  readonly interestBp: number;
  /** Months of generated transactions (0: none). */
  readonly historyMonths: number;
  readonly deposit?: {
    readonly original: number;
    readonly maturity: number;
    readonly termMonths: number;
    /** Tax deducted at source so far. */
    readonly tds: number;
    /** Renews or pays out on maturity by standing instruction. */
    readonly autoRenew: boolean;
  };
  readonly loan?: {
    readonly disbursed: number;
    /** The tenure in months. */
    readonly termMonths: number;
    /** The EMI: the standard formula of the disbursed amount, rate and tenure (`monthlyInstalment`). */
    readonly emi: number;
    /** A gold loan: the fixed deposit marked as its lien. */
    readonly lienFdNumber?: string;
  };
  /** The customer's nickname of the account. */
  readonly nickname?: string;
  /** How the holders operate it (default: SINGLE for one holder, JOINT for more). */
  readonly mode?: "SINGLE" | "JOINT" | "EITHER_OR_SURVIVOR";
  /** The registered nominee's full name. */
  readonly nominee?: string;
  /** Interest earned and not yet paid. */
  readonly accruedInterest?: number;
  /** A closed account (status 4): days before the application date it was closed; its balance is 0. */
  readonly closedDaysAgo?: number;
  /** A direct-debit mandate is registered on it (accMandFlag; default false). */
  readonly hasMandate?: boolean;
  /** Frozen by the bank: DEBIT (nothing may leave it) or TOTAL (nothing moves); default NONE. */
  readonly freezeState?: "DEBIT" | "TOTAL";
}

/** Days of an average month, as the seed counts months from days. */
const DAYS_PER_MONTH = 30.44;

/**
 * The balance, rate and loan terms of a demo loan: the EMI by the standard reducing-balance formula
 * and the outstanding principal after the EMIs paid since it was disbursed (one a month), so the
 * figures on the screens agree with each other as a customer would check them.
 */
function loanFigures(
  disbursed: number,
  interestBp: number,
  termMonths: number,
  openedDaysAgo: number,
): Pick<AccountSeed, "balance" | "interestBp" | "openedDaysAgo"> & {
  readonly loan: { readonly disbursed: number; readonly termMonths: number; readonly emi: number };
} {
  const emi = monthlyInstalment(disbursed, interestBp, termMonths);
  const paid = Math.floor(openedDaysAgo / DAYS_PER_MONTH);
  return {
    openedDaysAgo,
    interestBp,
    balance: outstandingPrincipal(disbursed, interestBp, emi, paid),
    loan: { disbursed, termMonths, emi },
  };
}

/** The home loan: ₹45,00,000 at 8.45 % a year over 20 years, disbursed 1,500 days ago. */
const HOME_LOAN = loanFigures(450_000_000, 845, 240, 1500);
/** The gold loan: ₹3,00,000 at 9.25 % a year over 2 years, disbursed 240 days ago. */
const GOLD_LOAN = loanFigures(30_000_000, 925, 24, 240);

/** The home loan's EMI (paise), collected from the salary account by direct debit. */
export const HOME_LOAN_EMI = HOME_LOAN.loan.emi;

/** The demo accounts. Amounts in paise. */
export const ACCOUNTS: readonly AccountSeed[] = [
  {
    number: "10000010000011",
    group: "SAV",
    type: "SB",
    product: "Savings Account Regular",
    branch: "MUM001",
    holders: ["CIF10000001"],
    openedDaysAgo: 4000,
    balance: 28_456_075,
    interestBp: 275,
    historyMonths: 24,
    nickname: "Salary",
    nominee: "Arjun Verma",
    accruedInterest: 41_250,
    // The home-loan EMI is collected from it by NACH direct debit.
    hasMandate: true,
  },
  {
    number: "10000020000012",
    group: "DDA",
    type: "CA",
    product: "Current Account Classic",
    branch: "MUM001",
    holders: ["CIF10000001"],
    openedDaysAgo: 2500,
    balance: 112_340_000,
    interestBp: 0,
    historyMonths: 24,
    nickname: "Business",
  },
  {
    number: "10000030000013",
    group: "CD",
    type: "FD",
    product: "Fixed Deposit 2 Years",
    branch: "MUM001",
    holders: ["CIF10000001"],
    openedDaysAgo: 300,
    balance: 50_000_000,
    interestBp: 710,
    historyMonths: 0,
    deposit: { original: 50_000_000, maturity: 57_500_000, termMonths: 24, tds: 215_000, autoRenew: true },
    nominee: "Arjun Verma",
    accruedInterest: 2_918_000,
  },
  {
    number: "10000040000014",
    group: "RC",
    type: "RD",
    product: "Recurring Deposit 3 Years",
    branch: "MUM001",
    holders: ["CIF10000001"],
    openedDaysAgo: 400,
    balance: 6_500_000,
    interestBp: 680,
    historyMonths: 12,
    deposit: { original: 500_000, maturity: 20_150_000, termMonths: 36, tds: 0, autoRenew: false },
    accruedInterest: 246_500,
  },
  {
    number: "10000050000015",
    group: "LN",
    type: "HL",
    product: "Home Loan",
    branch: "MUM001",
    holders: ["CIF10000001"],
    ...HOME_LOAN,
    historyMonths: 12,
    nickname: "Home",
    accruedInterest: 2_403_100,
  },
  {
    number: "10000060000016",
    group: "LN",
    type: "GL",
    product: "Gold Loan",
    branch: "MUM001",
    holders: ["CIF10000001"],
    ...GOLD_LOAN,
    loan: { ...GOLD_LOAN.loan, lienFdNumber: "10000030000013" },
    historyMonths: 7,
    accruedInterest: 161_900,
  },
  {
    number: "10000010000071",
    group: "SAV",
    type: "SB",
    product: "Savings Account Family",
    branch: "MUM001",
    holders: ["CIF10000001", "CIF10000007", "CIF10000008", "CIF10000009"],
    openedDaysAgo: 1800,
    balance: 9_875_250,
    interestBp: 275,
    historyMonths: 6,
    nickname: "Family",
    mode: "EITHER_OR_SURVIVOR",
    nominee: "Kavya Verma",
    accruedInterest: 12_400,
  },
  {
    number: "10000010000081",
    group: "SAV",
    type: "SB",
    product: "Savings Account Regular",
    branch: "BLR002",
    holders: ["CIF10000001"],
    openedDaysAgo: 3200,
    balance: 0,
    interestBp: 275,
    historyMonths: 12,
    nickname: "Old Bengaluru",
    closedDaysAgo: 210,
  },
  {
    number: "10000030000091",
    group: "CD",
    type: "FD",
    product: "Fixed Deposit 1 Year",
    branch: "MUM001",
    holders: ["CIF10000001"],
    openedDaysAgo: 600,
    balance: 0,
    interestBp: 690,
    historyMonths: 0,
    deposit: { original: 20_000_000, maturity: 21_390_000, termMonths: 12, tds: 139_000, autoRenew: false },
    closedDaysAgo: 235,
  },
  {
    number: "20000010000021",
    group: "SAV",
    type: "SB",
    product: "Savings Account Regular",
    branch: "BLR002",
    holders: ["CIF10000002", "CIF10000004"],
    openedDaysAgo: 3000,
    balance: 7_532_050,
    interestBp: 275,
    historyMonths: 6,
  },
  {
    number: "20000020000022",
    group: "SAV",
    type: "SB",
    product: "Savings Account Family",
    branch: "BLR002",
    holders: ["CIF10000004", "CIF10000002"],
    openedDaysAgo: 2800,
    balance: 15_010_000,
    interestBp: 275,
    historyMonths: 6,
  },
  {
    number: "30000010000031",
    group: "SAV",
    type: "NRE",
    product: "NRE Savings Account",
    branch: "CHN003",
    holders: ["CIF10000003"],
    openedDaysAgo: 2200,
    balance: 95_500_000,
    interestBp: 300,
    historyMonths: 6,
  },
  {
    number: "30000020000032",
    group: "SAV",
    type: "NRO",
    product: "NRO Savings Account",
    branch: "CHN003",
    holders: ["CIF10000003"],
    openedDaysAgo: 2200,
    balance: 12_075_500,
    interestBp: 300,
    historyMonths: 6,
  },
  {
    number: "10000010000051",
    group: "SAV",
    type: "SB",
    product: "Savings Account Regular",
    branch: "MUM001",
    holders: ["CIF10000005"],
    openedDaysAgo: 3000,
    balance: 4_512_050,
    interestBp: 275,
    historyMonths: 0,
    // Debit freeze (KYC not renewed): money may come in, none may leave.
    freezeState: "DEBIT",
  },
  {
    number: "10000010000061",
    group: "SAV",
    type: "SB",
    product: "Savings Account Regular",
    branch: "MUM001",
    holders: ["CIF10000006"],
    openedDaysAgo: 1400,
    balance: 1_875_000,
    interestBp: 275,
    historyMonths: 0,
  },
  {
    number: "10000010000111",
    group: "SAV",
    type: "SB",
    product: "Savings Account Regular",
    branch: "MUM001",
    holders: ["CIF10000010"],
    openedDaysAgo: 1300,
    balance: 2_345_600,
    interestBp: 275,
    historyMonths: 0,
  },
];
