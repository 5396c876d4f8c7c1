/** The idle time-out in effect: when the warning opens and how often the customer may extend. */
export interface IdlePolicy {
  /** Milliseconds without input after which the session ends (spec 000 section 9: 240000). */
  readonly idleTimeoutMs: number;
  /** Milliseconds before the end at which the warning dialog opens. */
  readonly warningMs: number;
  /** How many times the customer may extend the session from the warning (at least 10). */
  readonly maxExtensions: number;
}

/** The configuration of the idle time-out (from `getConfigurationData` or the app's settings). */
export interface IdlePolicyConfig {
  readonly idleTimeoutMs?: number;
  readonly warningMs?: number;
  /** Allows a warning shorter than 20 s, such as the spec's 11 s (GUIDE section 5). */
  readonly allowSpecWarning?: boolean;
}

/** The spec's idle time-out: 4 minutes (spec 000 section 9). */
export const DEFAULT_IDLE_TIMEOUT_MS = 240_000;
/** The default warning: opens 30 s before the end (GUIDE section 5, WCAG 2.2.1). */
export const DEFAULT_IDLE_WARNING_MS = 30_000;
/** The shortest warning allowed unless `allowSpecWarning` is set (GUIDE section 5: at least 20 s). */
export const MIN_IDLE_WARNING_MS = 20_000;
/** The spec's own warning countdown, available only as explicit configuration (spec 000 section 9). */
export const SPEC_IDLE_WARNING_MS = 11_000;
/** Extensions allowed from the warning (WCAG 2.2.1 asks for at least 10). */
export const MAX_IDLE_EXTENSIONS = 10;

const isPositive = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n > 0;

/**
 * The idle time-out policy: 240000 ms in total with the warning 30000 ms before the end by
 * default. A configured warning below 20000 ms is raised to 20000 ms unless `allowSpecWarning` is
 * set (GUIDE section 5); the warning never exceeds the whole time-out. Missing, zero, negative or
 * non-finite values fall back to the defaults. Extensions: 10.
 */
export function idlePolicy(config: IdlePolicyConfig = {}): IdlePolicy {
  const idleTimeoutMs = isPositive(config.idleTimeoutMs) ? config.idleTimeoutMs : DEFAULT_IDLE_TIMEOUT_MS;
  const requested = isPositive(config.warningMs) ? config.warningMs : DEFAULT_IDLE_WARNING_MS;
  const floored = config.allowSpecWarning === true ? requested : Math.max(requested, MIN_IDLE_WARNING_MS);
  return { idleTimeoutMs, warningMs: Math.min(floored, idleTimeoutMs), maxExtensions: MAX_IDLE_EXTENSIONS };
}
