import type { Queryable } from "../kernel/db/Database";
import { addDays, kolkataDate } from "../kernel/clock";
import { CLOSED_STATUS_CODE } from "../../../src/domain/accounts/AccountStatus";
import { BRANCHES } from "./demoData";
import { mulberry32, randomIntBetween } from "./prng";

/**
 * The demo data of beneficiaries (spec 001): an IFSC directory of several hundred branches of real
 * Indian banks across every state and union territory (generated deterministically; the codes are
 * made up in the shape of real ones, with each bank's real prefix), the demo bank's own branches
 * among them, a directory of payee names the name enquiry answers from, and asha's beneficiaries
 * of every kind.
 */

/** The fixed seed of the directory's generator. */
export const BENEFICIARY_SEED = 20261127;

/** The demo bank's name as the IFSC directory names it (its codes start with RIBK). */
export const DEMO_BANK_NAME = "Sahyog Bank";

/** The other banks of the directory, with their real IFSC prefixes. */
export const DIRECTORY_BANKS: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ["SBIN", "State Bank of India"],
  ["HDFC", "HDFC Bank"],
  ["ICIC", "ICICI Bank"],
  ["UTIB", "Axis Bank"],
  ["PUNB", "Punjab National Bank"],
  ["BARB", "Bank of Baroda"],
  ["CNRB", "Canara Bank"],
  ["KKBK", "Kotak Mahindra Bank"],
  ["UBIN", "Union Bank of India"],
  ["IDIB", "Indian Bank"],
];

/** Every state and union territory with some of its cities (the first is where each bank has a branch). */
export const STATES_AND_CITIES: ReadonlyArray<readonly [state: string, cities: readonly string[]]> = [
  ["Andhra Pradesh", ["Visakhapatnam", "Vijayawada", "Guntur", "Tirupati"]],
  ["Arunachal Pradesh", ["Itanagar", "Naharlagun"]],
  ["Assam", ["Guwahati", "Dibrugarh", "Silchar", "Jorhat"]],
  ["Bihar", ["Patna", "Gaya", "Muzaffarpur", "Bhagalpur"]],
  ["Chhattisgarh", ["Raipur", "Bhilai", "Bilaspur"]],
  ["Goa", ["Panaji", "Margao", "Vasco da Gama"]],
  ["Gujarat", ["Ahmedabad", "Surat", "Vadodara", "Rajkot"]],
  ["Haryana", ["Gurugram", "Faridabad", "Panipat", "Ambala"]],
  ["Himachal Pradesh", ["Shimla", "Dharamshala", "Mandi"]],
  ["Jharkhand", ["Ranchi", "Jamshedpur", "Dhanbad"]],
  ["Karnataka", ["Bengaluru", "Mysuru", "Mangaluru", "Hubballi"]],
  ["Kerala", ["Thiruvananthapuram", "Kochi", "Kozhikode", "Thrissur"]],
  ["Madhya Pradesh", ["Bhopal", "Indore", "Gwalior", "Jabalpur"]],
  ["Maharashtra", ["Mumbai", "Pune", "Nagpur", "Nashik", "Aurangabad"]],
  ["Manipur", ["Imphal", "Thoubal"]],
  ["Meghalaya", ["Shillong", "Tura"]],
  ["Mizoram", ["Aizawl", "Lunglei"]],
  ["Nagaland", ["Kohima", "Dimapur"]],
  ["Odisha", ["Bhubaneswar", "Cuttack", "Rourkela", "Puri"]],
  ["Punjab", ["Ludhiana", "Amritsar", "Jalandhar", "Patiala"]],
  ["Rajasthan", ["Jaipur", "Jodhpur", "Udaipur", "Kota"]],
  ["Sikkim", ["Gangtok", "Namchi"]],
  ["Tamil Nadu", ["Chennai", "Coimbatore", "Madurai", "Tiruchirappalli"]],
  ["Telangana", ["Hyderabad", "Warangal", "Karimnagar"]],
  ["Tripura", ["Agartala", "Udaipur Tripura"]],
  ["Uttar Pradesh", ["Lucknow", "Kanpur", "Varanasi", "Agra", "Noida"]],
  ["Uttarakhand", ["Dehradun", "Haridwar", "Haldwani"]],
  ["West Bengal", ["Kolkata", "Howrah", "Siliguri", "Durgapur"]],
  ["Andaman and Nicobar Islands", ["Port Blair"]],
  ["Chandigarh", ["Chandigarh"]],
  ["Dadra and Nagar Haveli and Daman and Diu", ["Silvassa", "Daman"]],
  ["Delhi", ["New Delhi", "Delhi"]],
  ["Jammu and Kashmir", ["Srinagar", "Jammu"]],
  ["Ladakh", ["Leh", "Kargil"]],
  ["Lakshadweep", ["Kavaratti"]],
  ["Puducherry", ["Puducherry", "Karaikal"]],
];

/** Branch localities the generator names branches after. */
const LOCALITIES = [
  "Main Branch",
  "MG Road",
  "Civil Lines",
  "Station Road",
  "Market Yard",
  "Cantonment",
  "Industrial Area",
  "Gandhi Nagar",
  "Nehru Place",
  "Sadar Bazar",
  "Model Town",
  "Collectorate",
  "University Campus",
  "Bus Stand Road",
  "Old City",
] as const;

/** One branch of the directory. */
export interface IfscSeed {
  readonly ifsc: string;
  readonly bank: string;
  readonly branch: string;
  readonly address: string;
  readonly city: string;
  readonly district: string;
  readonly state: string;
  readonly neft: boolean;
  readonly rtgs: boolean;
}

/** Branches the demo data names by code (asha's payees and the name directory's known accounts). */
export const KNOWN_BRANCHES: readonly IfscSeed[] = [
  known("HDFC0000240", "HDFC Bank", "Koramangala", "80 Feet Road, Koramangala", "Bengaluru", "Karnataka"),
  known(
    "SBIN0000800",
    "State Bank of India",
    "Mylapore",
    "12 Royapettah High Road, Mylapore",
    "Chennai",
    "Tamil Nadu",
  ),
  known("ICIC0000104", "ICICI Bank", "Connaught Place", "9A Connaught Place", "New Delhi", "Delhi"),
  known("UTIB0000123", "Axis Bank", "Banjara Hills", "Road No. 1, Banjara Hills", "Hyderabad", "Telangana"),
  known("KKBK0000958", "Kotak Mahindra Bank", "Kothrud", "Karve Road, Kothrud", "Pune", "Maharashtra"),
  known("PUNB0112000", "Punjab National Bank", "Civil Lines", "Mall Road, Civil Lines", "Ludhiana", "Punjab"),
];

function known(
  ifsc: string,
  bank: string,
  branch: string,
  street: string,
  city: string,
  state: string,
): IfscSeed {
  return {
    ifsc,
    bank,
    branch,
    address: `${street}, ${city}`,
    city,
    district: city,
    state,
    neft: true,
    rtgs: true,
  };
}

/** The demo bank's own branches (BRANCHES of demoData) as the directory lists them. */
function ownBranches(): IfscSeed[] {
  const states: Record<string, string> = {
    Mumbai: "Maharashtra",
    Bengaluru: "Karnataka",
    Chennai: "Tamil Nadu",
  };
  return BRANCHES.map((branch) => {
    const city = branch.address3.replace(/\s*\d+$/u, "");
    return {
      ifsc: branch.ifsc,
      bank: DEMO_BANK_NAME,
      branch: branch.name,
      address: `${branch.address2}, ${branch.address3}`,
      city,
      district: city,
      state: states[city] ?? "Maharashtra",
      neft: true,
      rtgs: true,
    };
  });
}

/**
 * The IFSC directory: the known branches, the demo bank's own, then for every bank and every state
 * or union territory one branch in its first city and, more often than not, one more in another
 * (about 500 codes). Deterministic: the same rows on every run.
 */
export function generateIfscDirectory(): IfscSeed[] {
  const random = mulberry32(BENEFICIARY_SEED);
  const rows = [...KNOWN_BRANCHES, ...ownBranches()];
  const taken = new Set(rows.map((row) => row.ifsc));
  for (const [prefix, bank] of DIRECTORY_BANKS) {
    for (const [state, cities] of STATES_AND_CITIES) {
      const picks = [cities[0] ?? state];
      if (cities.length > 1 && random() < 0.55)
        picks.push(cities[randomIntBetween(random, 1, cities.length - 1)] ?? state);
      for (const city of picks) {
        let ifsc = "";
        do {
          ifsc = `${prefix}0${String(randomIntBetween(random, 1, 999_999)).padStart(6, "0")}`;
        } while (taken.has(ifsc));
        taken.add(ifsc);
        const locality = LOCALITIES[randomIntBetween(random, 0, LOCALITIES.length - 1)] ?? "Main Branch";
        rows.push({
          ifsc,
          bank,
          branch: `${city} ${locality}`,
          address: `${String(randomIntBetween(random, 1, 250))} ${locality}, ${city}`,
          city,
          district: city,
          state,
          neft: true,
          // A few small branches take NEFT only.
          rtgs: random() >= 0.08,
        });
      }
    }
  }
  return rows;
}

/** A payee another bank knows by IFSC and account number (what the name enquiry answers). */
export interface PayeeNameSeed {
  readonly ifsc: string;
  readonly accountNumber: string;
  readonly holderName: string;
}

/** The payees the demo names: asha's outside beneficiaries and accounts a tester can add. */
export const KNOWN_PAYEES: readonly PayeeNameSeed[] = [
  { ifsc: "HDFC0000240", accountNumber: "50100234567891", holderName: "Priya Sharma" },
  { ifsc: "SBIN0000800", accountNumber: "30412345678", holderName: "Mohan Iyer" },
  { ifsc: "ICIC0000104", accountNumber: "000401234567", holderName: "Neha Gupta" },
  { ifsc: "UTIB0000123", accountNumber: "917010012345678", holderName: "Farhan Ali" },
  { ifsc: "KKBK0000958", accountNumber: "7412589630", holderName: "Anita Deshpande" },
  { ifsc: "PUNB0112000", accountNumber: "0112000100045678", holderName: "Gurpreet Singh" },
];

const FIRST_NAMES = [
  "Aarav",
  "Vivaan",
  "Aditya",
  "Ishaan",
  "Rohan",
  "Kabir",
  "Ananya",
  "Diya",
  "Saanvi",
  "Meera",
  "Pooja",
  "Lakshmi",
  "Suresh",
  "Ramesh",
  "Fatima",
  "Joseph",
  "Harpreet",
  "Tenzin",
  "Lalremruati",
  "Biswajit",
];
const LAST_NAMES = [
  "Sharma",
  "Patel",
  "Reddy",
  "Nair",
  "Iyer",
  "Das",
  "Singh",
  "Khan",
  "Mukherjee",
  "Joshi",
  "Rao",
  "Pillai",
  "Fernandes",
  "Bora",
  "Chatterjee",
  "Gill",
  "Menon",
  "Naidu",
  "Kulkarni",
  "Yadav",
];

/** The payee name directory: the known payees and 120 more accounts at directory branches (deterministic). */
export function generatePayeeNames(directory: readonly IfscSeed[]): PayeeNameSeed[] {
  const random = mulberry32(BENEFICIARY_SEED + 1);
  const others = directory.filter((row) => !row.ifsc.startsWith("RIBK"));
  const rows = [...KNOWN_PAYEES];
  const taken = new Set(rows.map((row) => `${row.ifsc}/${row.accountNumber}`));
  while (rows.length < KNOWN_PAYEES.length + 120) {
    const branch = others[randomIntBetween(random, 0, others.length - 1)];
    if (branch === undefined) break;
    const length = randomIntBetween(random, 10, 16);
    const accountNumber = Array.from({ length }, (_, i) =>
      String(i === 0 ? randomIntBetween(random, 1, 9) : randomIntBetween(random, 0, 9)),
    ).join("");
    const key = `${branch.ifsc}/${accountNumber}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const first = FIRST_NAMES[randomIntBetween(random, 0, FIRST_NAMES.length - 1)] ?? "Aarav";
    const last = LAST_NAMES[randomIntBetween(random, 0, LAST_NAMES.length - 1)] ?? "Sharma";
    rows.push({ ifsc: branch.ifsc, accountNumber, holderName: `${first} ${last}` });
  }
  return rows;
}

/** Asha's customer id and her family member whose old savings account is closed. */
const ASHA = "CIF10000001";
const ARJUN = "CIF10000007";

/** Arjun Verma's savings account, closed: asha's beneficiary on it is INACTIVE. */
export const CLOSED_PAYEE_ACCOUNT = "10000010000101";

/** One of asha's beneficiaries. */
export interface BeneficiarySeed {
  readonly type: 2 | 3;
  readonly name: string;
  readonly nickname: string;
  readonly accountNumber: string;
  readonly ifsc: string;
  readonly bankName: string;
  readonly branchName: string;
  readonly accountType: 10 | 11 | 12 | 13 | 14 | 40;
  readonly limitPaise: number;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly status: "PENDING" | "ACTIVE" | "INACTIVE";
  /**
   * When it was added, before the clock at seeding: `hoursAgo` hours before it, or `daysAgo`
   * calendar days before its date in India at the time of day `at` (India time). Either lies in
   * the past whenever the seed runs, so no activation is ahead of the clock.
   */
  readonly added: { readonly hoursAgo: number } | { readonly daysAgo: number; readonly at: string };
}

/** Asha's beneficiaries of every kind (spec 001; issue 19's demo data). */
export const ASHA_BENEFICIARIES: readonly BeneficiarySeed[] = [
  {
    type: 2,
    name: "Ravi Kumar",
    nickname: "Ravi",
    accountNumber: "20000010000021",
    ifsc: "RIBK0000202",
    bankName: DEMO_BANK_NAME,
    branchName: "Indiranagar, Bengaluru",
    accountType: 10,
    limitPaise: 10_000_000,
    email: null,
    mobile: null,
    status: "ACTIVE",
    added: { daysAgo: 240, at: "11:20:00" },
  },
  {
    // Added a few hours before the seed ran: in its first 24 hours (cooling-off), the cap applies.
    type: 2,
    name: "Sunita Kumar",
    nickname: "Sunita family",
    accountNumber: "20000020000022",
    ifsc: "RIBK0000202",
    bankName: DEMO_BANK_NAME,
    branchName: "Indiranagar, Bengaluru",
    accountType: 10,
    limitPaise: 5_000_000,
    email: null,
    mobile: null,
    status: "ACTIVE",
    added: { hoursAgo: 3 },
  },
  {
    type: 2,
    name: "Arjun Verma",
    nickname: "Arjun old account",
    accountNumber: CLOSED_PAYEE_ACCOUNT,
    ifsc: "RIBK0000101",
    bankName: DEMO_BANK_NAME,
    branchName: "Fort, Mumbai",
    accountType: 10,
    limitPaise: 2_500_000,
    email: null,
    mobile: null,
    status: "INACTIVE",
    added: { daysAgo: 700, at: "16:45:00" },
  },
  {
    type: 3,
    name: "Priya Sharma",
    nickname: "Priya HDFC",
    accountNumber: "50100234567891",
    ifsc: "HDFC0000240",
    bankName: "HDFC Bank",
    branchName: "Koramangala",
    accountType: 10,
    limitPaise: 20_000_000,
    email: "priya.sharma@example.in",
    mobile: "9845012345",
    status: "ACTIVE",
    added: { daysAgo: 180, at: "10:05:00" },
  },
  {
    type: 3,
    name: "Mohan Iyer",
    nickname: "Landlord Mohan",
    accountNumber: "30412345678",
    ifsc: "SBIN0000800",
    bankName: "State Bank of India",
    branchName: "Mylapore",
    accountType: 10,
    limitPaise: 3_000_000,
    email: "mohan.iyer@example.in",
    mobile: "9444012345",
    status: "ACTIVE",
    added: { daysAgo: 400, at: "09:30:00" },
  },
  {
    type: 3,
    name: "Neha Gupta",
    nickname: "Neha traders",
    accountNumber: "000401234567",
    ifsc: "ICIC0000104",
    bankName: "ICICI Bank",
    branchName: "Connaught Place",
    accountType: 11,
    limitPaise: 50_000_000,
    email: "accounts@nehatraders.example.in",
    mobile: "9810012345",
    status: "ACTIVE",
    added: { daysAgo: 90, at: "14:10:00" },
  },
  {
    // Abandoned at the code: waits under pending beneficiaries.
    type: 3,
    name: "Farhan Ali",
    nickname: "Farhan",
    accountNumber: "917010012345678",
    ifsc: "UTIB0000123",
    bankName: "Axis Bank",
    branchName: "Banjara Hills",
    accountType: 10,
    limitPaise: 1_000_000,
    email: "farhan.ali@example.in",
    mobile: "9849012345",
    status: "PENDING",
    added: { daysAgo: 1, at: "19:40:00" },
  },
];

/** Minutes between adding a seeded beneficiary and confirming it with the code. */
const CONFIRMED_AFTER_MINUTES = 4;

/**
 * When a seeded beneficiary was added (see {@link BeneficiarySeed.added}) and, unless pending, when
 * its code activated it, relative to the clock at seeding and never after it.
 */
export function seededTimes(
  payee: Pick<BeneficiarySeed, "added" | "status">,
  now: Date,
): { readonly added: Date; readonly activated: Date | null } {
  const added =
    "hoursAgo" in payee.added
      ? new Date(now.getTime() - payee.added.hoursAgo * 3_600_000)
      : new Date(`${addDays(kolkataDate(now), -payee.added.daysAgo)}T${payee.added.at}+05:30`);
  if (payee.status === "PENDING") return { added, activated: null };
  const confirmed = added.getTime() + CONFIRMED_AFTER_MINUTES * 60_000;
  return { added, activated: new Date(Math.min(confirmed, now.getTime())) };
}

/**
 * Seeds the IFSC and payee name directories, Arjun's closed account and asha's beneficiaries (added
 * and activated relative to `now`, the clock at seeding). Runs after the accounts exist (seed.ts).
 */
export async function seedBeneficiaries(tx: Queryable, appDate: string, now: Date): Promise<void> {
  const directory = generateIfscDirectory();
  for (let start = 0; start < directory.length; start += 100) {
    const chunk = directory.slice(start, start + 100);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      params.push(
        row.ifsc,
        row.bank,
        row.branch,
        row.address,
        row.city,
        row.district,
        row.state,
        row.neft,
        row.rtgs,
      );
      const base = params.length - 9;
      return `(${Array.from({ length: 9 }, (_, i) => `$${String(base + i + 1)}`).join(", ")})`;
    });
    await tx.query(
      `INSERT INTO ifsc_directory (ifsc, bank_name, branch_name, address, city, district, state, neft_enabled, rtgs_enabled)
       VALUES ${values.join(", ")}`,
      params,
    );
  }
  const payees = generatePayeeNames(directory);
  for (let start = 0; start < payees.length; start += 100) {
    const chunk = payees.slice(start, start + 100);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      params.push(row.ifsc, row.accountNumber, row.holderName);
      const base = params.length - 3;
      return `($${String(base + 1)}, $${String(base + 2)}, $${String(base + 3)})`;
    });
    await tx.query(
      `INSERT INTO payee_name_directory (ifsc, account_number, holder_name) VALUES ${values.join(", ")}`,
      params,
    );
  }

  // Arjun Verma's old savings account, closed with nothing left on it.
  await tx.query(
    `INSERT INTO accounts (account_number, account_group, account_type, product_name, branch_code, opened_on,
       balance_paise, interest_rate_bp, status, closed_on)
     VALUES ($1, 'SAV', 'SB', 'Savings Account Regular', 'MUM001', $2, 0, 275, $3, $4)`,
    [CLOSED_PAYEE_ACCOUNT, addDays(appDate, -2200), CLOSED_STATUS_CODE, addDays(appDate, -60)],
  );
  await tx.query(
    "INSERT INTO account_holders (account_number, customer_id, role, position) VALUES ($1, $2, 'primary', 1)",
    [CLOSED_PAYEE_ACCOUNT, ARJUN],
  );

  for (const payee of ASHA_BENEFICIARIES) {
    const { added, activated } = seededTimes(payee, now);
    await tx.query(
      `INSERT INTO beneficiaries (customer_id, type, name, nickname, account_number, ifsc, bank_name, branch_name,
         account_type, transfer_limit_paise, email, mobile, status, created_at, activated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        ASHA,
        payee.type,
        payee.name,
        payee.nickname,
        payee.accountNumber,
        payee.ifsc,
        payee.bankName,
        payee.branchName,
        payee.accountType,
        payee.limitPaise,
        payee.email,
        payee.mobile,
        payee.status,
        added,
        activated,
      ],
    );
  }
}
