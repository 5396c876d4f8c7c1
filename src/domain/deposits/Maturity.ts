import { shiftIsoDate } from "../dates/CalendarMath";
import type { Tenure } from "./Tenure";

/**
 * The maturity date of a deposit opened on `startDate` (yyyy-MM-dd) for `tenure`: calendar years, then
 * months, then days are added; a day past a month's end becomes its last day (31 Jan + 1 month = 28 or 29 Feb).
 * Throws a RangeError when the start date is not a real date. The server's maturityDate stays the one shown.
 */
export function maturityDate(startDate: string, tenure: Tenure): string {
  return shiftIsoDate(startDate, { years: tenure.years, months: tenure.months, days: tenure.days });
}

/** Maturity instruction codes of the open-deposit form (spec 002 sections 3 and 9). */
export type MaturityInstructionCode = 2 | 3 | 4 | 5;

/** The meaning of each open-deposit maturity code (spec 002 sections 3 and 9). */
export const MATURITY_INSTRUCTIONS: Readonly<Record<MaturityInstructionCode, string>> = {
  2: "TRANSFER",
  3: "RENEW_PRINCIPAL",
  4: "RENEW_PRINCIPAL_AND_INTEREST",
  5: "LEAVE_INTEREST",
};

/** Codes left out of the maturity-change list (spec 002 section 3: "Codes 4, 5 and 6 are excluded"). */
export const EXCLUDED_FROM_CHANGE: readonly number[] = [4, 5, 6];

/** The instructions offered on the maturity-change screen: the server's list without codes 4, 5 and 6. */
export function changeableInstructions<T extends { readonly matInstCode: number }>(
  list: readonly T[],
): readonly T[] {
  return list.filter((item) => !EXCLUDED_FROM_CHANGE.includes(item.matInstCode));
}

/** The instructions offered on the open form: a tax-saver deposit only the first (spec 002 section 4), others all. */
export function openFormInstructions<T>(list: readonly T[], taxSaver: boolean): readonly T[] {
  return taxSaver ? list.slice(0, 1) : list;
}

/** Whether an instruction needs a transfer / credit account (spec 002 section 5: "instruction 2 needs a transfer account"). */
export function needsTransferAccount(code: number): boolean {
  return code === 2;
}

/**
 * Whether the maturity-change screen asks for a credit account (spec 002 section 4: "not needed when
 * the instruction code is 2"; the transfer account is then chosen in the transfer-account step).
 */
export function maturityChangeNeedsCreditAccount(code: number): boolean {
  return code !== 2;
}

/** The product's own interest options, as the deposit type product carries them (spec 002 section 3). */
export interface InterestOptions {
  readonly interestDisbursementOption: number;
  readonly interestMaturityOption: number;
}

/** What the order sends for the chosen instruction (spec 002 section 4). */
export interface MaturityPayload extends InterestOptions {
  readonly principalMeturityInstruction: number;
}

/**
 * Maps a chosen instruction to the order fields (spec 002 section 4): code 4 is sent as 3; codes 2 and
 * 3 set the maturity option to 2; product types 1 and 2 set both options to 2; otherwise the product's
 * options stay. The code 2/3 rule is read on the code as chosen, so code 4 keeps the product's option.
 */
export function maturityPayload(
  code: MaturityInstructionCode,
  prodType: number,
  product: InterestOptions,
): MaturityPayload {
  const principalMeturityInstruction = code === 4 ? 3 : code;
  if (prodType === 1 || prodType === 2) {
    return { principalMeturityInstruction, interestDisbursementOption: 2, interestMaturityOption: 2 };
  }
  return {
    principalMeturityInstruction,
    interestDisbursementOption: product.interestDisbursementOption,
    interestMaturityOption: code === 2 || code === 3 ? 2 : product.interestMaturityOption,
  };
}

/** Interest payment frequencies (spec 002 section 9). */
export type InterestFrequency = "AT_MATURITY" | "MONTHLY" | "QUARTERLY";

/** The interest frequency of an open-deposit product type 0 to 3 (spec 002 section 9); null for other types. */
export function interestFrequency(prodType: number): InterestFrequency | null {
  switch (prodType) {
    case 0:
      return "AT_MATURITY";
    case 1:
      return "MONTHLY";
    case 2:
    case 3:
      return "QUARTERLY";
    default:
      return null;
  }
}

/** The deposit payload version (spec 002 section 9). */
export const DEPOSIT_PAYLOAD_VERSION = 2;

/** The terms flag sent: "1" when the terms are accepted, "0" when not (spec 002 section 9). */
export function termsFlag(accepted: boolean): "0" | "1" {
  return accepted ? "1" : "0";
}
