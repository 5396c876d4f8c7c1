/** The kind an account is grouped under in lists (spec 000 section 1: savings, current, deposits, loans). */
export type AccountKind = "savings" | "current" | "deposit" | "loan" | "other";

/** The account group codes named by the spec (spec 000 section 3; others exist). */
export const ACCOUNT_GROUP_CODES = ["SAV", "DDA", "CD", "RC", "FD"] as const;

/** The fields of an account list item that decide its kind (spec 000 section 3). */
export interface AccountKindFields {
  /** account_grp_code: SAV, DDA, CD, RC, FD and others. */
  readonly groupCode: string;
  /** account_type_code: LN for loans; the scheme (e.g. SB, NRE, NRO) of a savings or current account. */
  readonly typeCode?: string | null;
  /** clas.code: L loan, D deposit. */
  readonly classCode?: string | null;
}

/**
 * The kind of an account (spec 000 section 3): a loan when account_type_code is LN or clas.code
 * is L; a deposit when clas.code is D or the group is CD, RC or FD; savings for SAV; current for
 * DDA (demand deposit account); anything else is "other". Codes are compared without case and spaces.
 */
export function accountKind(fields: AccountKindFields): AccountKind {
  const group = fields.groupCode.trim().toUpperCase();
  const type = fields.typeCode?.trim().toUpperCase();
  const clas = fields.classCode?.trim().toUpperCase();
  if (type === "LN" || clas === "L") return "loan";
  if (clas === "D" || group === "CD" || group === "RC" || group === "FD") return "deposit";
  if (group === "SAV") return "savings";
  if (group === "DDA") return "current";
  return "other";
}

/** The non-resident schemes of a savings or current account (spec 002 section 5: NRE, NRO). */
export const NON_RESIDENT_SCHEMES = ["NRE", "NRO"] as const;
/** One of {@link NON_RESIDENT_SCHEMES}. */
export type NonResidentScheme = (typeof NON_RESIDENT_SCHEMES)[number];

/**
 * The non-resident scheme named by an account's scheme or type code (schCode, account_type_code),
 * spec 002 section 5 "NRO or NRE accounts matched to the source account's scheme code". Decided
 * here: the code contains NRE or NRO, without case (NRE, SB-NRE01 and nro22 all count); null for
 * a resident scheme.
 */
export function nonResidentScheme(code: string | null | undefined): NonResidentScheme | null {
  const upper = (code ?? "").toUpperCase();
  if (upper.includes("NRE")) return "NRE";
  if (upper.includes("NRO")) return "NRO";
  return null;
}

/** The name of an account's kind refined by its non-resident scheme ("nreSavings": an NRE savings account). */
export type AccountLabel = AccountKind | `${"nre" | "nro"}${"Savings" | "Current"}`;

/**
 * What an account is called in lists and details: its kind, and for a savings or current account
 * of a non-resident scheme (an NRE or NRO account is a savings or current account, group SAV or
 * DDA, whose type code names the scheme) the scheme with the kind, e.g. "nreSavings". The scheme
 * never changes the kind, so every rule for savings accounts holds for NRE and NRO savings accounts.
 */
export function accountLabel(fields: AccountKindFields): AccountLabel {
  return kindLabel(accountKind(fields), fields.typeCode);
}

/** {@link accountLabel} of an account whose kind is known: the kind refined by the scheme of `typeCode`. */
export function kindLabel(kind: AccountKind, typeCode: string | null | undefined): AccountLabel {
  if (kind !== "savings" && kind !== "current") return kind;
  const scheme = nonResidentScheme(typeCode);
  if (scheme === null) return kind;
  return `${scheme === "NRE" ? "nre" : "nro"}${kind === "savings" ? "Savings" : "Current"}`;
}

/** Groups accounts by kind for the lists, keeping the order of each group. */
export function groupAccountsByKind<T>(
  accounts: readonly T[],
  fieldsOf: (account: T) => AccountKindFields,
): ReadonlyMap<AccountKind, readonly T[]> {
  const groups = new Map<AccountKind, T[]>();
  for (const account of accounts) {
    const kind = accountKind(fieldsOf(account));
    const list = groups.get(kind) ?? [];
    list.push(account);
    groups.set(kind, list);
  }
  return groups;
}

/** The value of acnRelCode that, with acnRel A, sets the joint-holder flag (spec 000 section 4). */
export const JOINT_FLAG_REL_CODE = 2;

/** The flag of spec 000 section 4: set when acnRelCode is 2 and acnRel is A (the server may send the code as text). */
export function isJointRelationshipFlag(
  acnRelCode: number | string | null | undefined,
  acnRel: string | null | undefined,
): boolean {
  return Number(acnRelCode) === JOINT_FLAG_REL_CODE && acnRel?.trim().toUpperCase() === "A";
}

/** The most joint holders an account shows besides the primary holder (spec 000 section 6). */
export const MAX_JOINT_HOLDERS = 3;

/** The holder names of an account detail (title1 to title4, spec 000 section 3). */
export interface AccountTitles {
  readonly title1?: string | null;
  readonly title2?: string | null;
  readonly title3?: string | null;
  readonly title4?: string | null;
}

/**
 * The joint-holder popup (spec 000 section 6): the primary holder (title1) and up to three joint
 * holders from title2 to title4, skipping empty titles; trimmed.
 */
export function accountHolders(titles: AccountTitles): {
  readonly primary: string;
  readonly joint: readonly string[];
} {
  const clean = (t: string | null | undefined): string => (t ?? "").trim();
  const joint = [titles.title2, titles.title3, titles.title4].map(clean).filter((t) => t !== "");
  return { primary: clean(titles.title1), joint };
}
