import { Result } from "effect";

/** Digits of an ATM PIN (spec 002 sections 5 and 9). */
export const ATM_PIN_LENGTH = 4;

/** Why an ATM PIN is refused (stable codes). */
export type AtmPinError =
  "ATM_PIN.REQUIRED" | "ATM_PIN.DIGITS_ONLY" | "ATM_PIN.WRONG_LENGTH" | "ATM_PIN.MISMATCH";

/**
 * Checks a new ATM PIN (spec 002 section 5): exactly 4 digits; 1 to 3 digits (or more than 4) give the
 * wrong-length error. No rule on trivial sequences is in the spec, so none is applied.
 */
export function validateAtmPin(pin: string): Result.Result<string, AtmPinError> {
  if (pin === "") return Result.fail("ATM_PIN.REQUIRED");
  if (!/^\d+$/.test(pin)) return Result.fail("ATM_PIN.DIGITS_ONLY");
  if (pin.length !== ATM_PIN_LENGTH) return Result.fail("ATM_PIN.WRONG_LENGTH");
  return Result.succeed(pin);
}

/** Checks the PIN and its confirmation (spec 002 section 5): the PIN must be valid and the confirmation equal. */
export function validateAtmPinPair(pin: string, confirmation: string): Result.Result<string, AtmPinError> {
  const checked = validateAtmPin(pin);
  if (Result.isFailure(checked)) return checked;
  if (confirmation !== pin) return Result.fail("ATM_PIN.MISMATCH");
  return checked;
}
