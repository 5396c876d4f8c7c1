import { Result } from "effect";
import type { Paise } from "../money/Money";

/** The usage regions (spec 002 section 3). */
export type UsageRegion = "DOMESTIC" | "INTERNATIONAL";
/** The usage channels of each region (spec 002 section 3). */
export type UsageChannel = "ATM" | "POS" | "ECOM" | "CONLESS";

/** The usage regions in display order. */
export const USAGE_REGIONS: readonly UsageRegion[] = ["DOMESTIC", "INTERNATIONAL"];
/** The usage channels in display order. */
export const USAGE_CHANNELS: readonly UsageChannel[] = ["ATM", "POS", "ECOM", "CONLESS"];

/** One channel's setting: enabled flag, limit and the global limit it may not exceed (spec 002 section 3). */
export interface ChannelUsage {
  readonly enabled: boolean;
  readonly limit: Paise;
  readonly globalLimit: Paise;
}

/** A card's usage settings, keyed "REGION.CHANNEL", e.g. "DOMESTIC.ATM". */
export type CardUsage = Readonly<Record<`${UsageRegion}.${UsageChannel}`, ChannelUsage>>;

/** Why a usage limit is refused (stable codes; NO_CHANGES maps to noChanges). */
export type UsageLimitError = "USAGE_LIMIT.ZERO" | "USAGE_LIMIT.ABOVE_GLOBAL" | "USAGE_LIMIT.NO_CHANGES";

/** Checks one limit (spec 002 section 5): 0 (or less) is rejected; above the global limit is rejected; equal is allowed. */
export function validateUsageLimit(limit: Paise, globalLimit: Paise): Result.Result<Paise, UsageLimitError> {
  if (limit <= 0n) return Result.fail("USAGE_LIMIT.ZERO");
  if (limit > globalLimit) return Result.fail("USAGE_LIMIT.ABOVE_GLOBAL");
  return Result.succeed(limit);
}

function sameChannel(a: ChannelUsage, b: ChannelUsage): boolean {
  return a.enabled === b.enabled && a.limit === b.limit;
}

/**
 * Checks an edited usage set (spec 002 section 5): nothing changed gives NO_CHANGES; each enabled
 * channel's limit is checked against its global limit (a disabled channel's limit is not checked).
 */
export function validateUsageUpdate(
  before: CardUsage,
  after: CardUsage,
): Result.Result<CardUsage, UsageLimitError> {
  const keys = Object.keys(after) as (keyof CardUsage)[];
  if (keys.every((key) => sameChannel(before[key], after[key]))) return Result.fail("USAGE_LIMIT.NO_CHANGES");
  for (const key of keys) {
    const channel = after[key];
    if (!channel.enabled) continue;
    const checked = validateUsageLimit(channel.limit, channel.globalLimit);
    if (Result.isFailure(checked)) return Result.fail(checked.failure);
  }
  return Result.succeed(after);
}
