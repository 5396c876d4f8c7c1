import { Result } from "effect";
import { nonResidentScheme } from "../accounts/AccountGroup";

/** Account groups that may fund a deposit (spec 002 section 5: "Only savings and current (SAV, DDA)"). */
export const FUNDING_ACCOUNT_GROUPS: readonly string[] = ["SAV", "DDA"];

/** Whether an account group (account_grp_code) may fund a deposit (spec 002 section 5). */
export function canFundDeposit(accountGroupCode: string): boolean {
  return FUNDING_ACCOUNT_GROUPS.includes(accountGroupCode);
}

/** Why a tax-saver deposit is refused (the UI maps them to panValidationErrMsg and taxSaverErrMsg). */
export type TaxSaverError = "DEPOSIT.TAX_SAVER_PAN_REQUIRED" | "DEPOSIT.TAX_SAVER_ACCOUNT_UNSUITABLE";

/** What the tax-saver check needs to know about the customer and the source account. */
export interface TaxSaverContext {
  readonly hasPanOnRecord: boolean;
  readonly singleHolder: boolean;
  readonly acnRelCode: string;
}

/**
 * Tax-saver deposit rules (spec 002 section 5): a PAN on record is required first, then the source
 * account must be single-holder or have relation code 2.
 */
export function validateTaxSaver(context: TaxSaverContext): Result.Result<TaxSaverContext, TaxSaverError> {
  if (!context.hasPanOnRecord) return Result.fail("DEPOSIT.TAX_SAVER_PAN_REQUIRED");
  if (!context.singleHolder && context.acnRelCode !== "2") {
    return Result.fail("DEPOSIT.TAX_SAVER_ACCOUNT_UNSUITABLE");
  }
  return Result.succeed(context);
}

/** Citizen age from which a product is a senior-citizen product (spec 002 section 5). */
export const SENIOR_CITIZEN_AGE = 60;

/** The product types a senior-citizen tax-saver product may have (spec 002 section 5). */
export const SENIOR_TAX_SAVER_PRODUCT_TYPES: readonly string[] = ["7567", "7566", "7565"];

/** Whether a product is a senior-citizen product (its citizenAge is 60 or more, spec 002 section 5). */
export function isSeniorCitizenProduct(citizenAge: number): boolean {
  return citizenAge >= SENIOR_CITIZEN_AGE;
}

/** Whether a tax-saver product may be offered: senior-citizen ones only with types 7567, 7566, 7565 (spec 002 section 5). */
export function isOfferedTaxSaverProduct(product: {
  readonly citizenAge: number;
  readonly prodType: string;
}): boolean {
  return (
    !isSeniorCitizenProduct(product.citizenAge) || SENIOR_TAX_SAVER_PRODUCT_TYPES.includes(product.prodType)
  );
}

/** Deposit types a non-resident customer uses (spec 002 section 5). */
export type NonResidentDepositType = "NRRD" | "NRE" | "NRO";

/**
 * The deposit type for a non-resident (customerType NR) customer (spec 002 section 5): a recurring
 * deposit uses NRRD; a fixed deposit uses NRE or NRO matched to the source account's scheme code
 * (the accounts' rule `nonResidentScheme`: the code contains "NRE" or "NRO"). Null for a resident
 * customer or a scheme code matching neither (such an account cannot fund a non-resident deposit).
 */
export function nonResidentDepositType(
  customerType: string,
  recurring: boolean,
  sourceSchemeCode: string,
): NonResidentDepositType | null {
  if (customerType !== "NR") return null;
  if (recurring) return "NRRD";
  return nonResidentScheme(sourceSchemeCode);
}

/** Who the deposit is for (spec 002 section 2). */
export type DepositHolder = "SELF" | "ALL_ACCOUNT_HOLDERS";

/**
 * Whether the product list comes from the primary-user lookup (spec 002 section 5): the source
 * account's relation is B with code 2 and the deposit is for All Account Holders.
 */
export function usesPrimaryUserLookup(acnRel: string, acnRelCode: string, holder: DepositHolder): boolean {
  return acnRel === "B" && acnRelCode === "2" && holder === "ALL_ACCOUNT_HOLDERS";
}

/** What pre-closure does with a deposit (spec 002 section 5). */
export type PreClosureDecision = "ALLOWED" | "REROUTE_POPUP" | "NOT_LISTED";

/**
 * Pre-closure (spec 002 section 5): allowed only for a deposit with a linked account and permission to
 * close; an FD/RD not allowed to close shows the reroute pop-up; a deposit without a linked account is
 * not listed.
 */
export function preClosureDecision(account: {
  readonly linkedAcctNbr: string | null;
  readonly isAllowedToClose: boolean;
}): PreClosureDecision {
  if (!account.isAllowedToClose) return "REROUTE_POPUP";
  const linked = account.linkedAcctNbr !== null && account.linkedAcctNbr.trim() !== "";
  return linked ? "ALLOWED" : "NOT_LISTED";
}
