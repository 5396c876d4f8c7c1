import { CaptchaService } from "./captcha/CaptchaService";
import { SessionStore } from "./auth/SessionStore";
import { UserRepository } from "./auth/UserRepository";
import { kolkataDate } from "./clock";
import type { AppDeps } from "./http/context";
import { RateLimiter } from "./http/RateLimiter";
import { OtpService } from "./otp/OtpService";
import { PasswordHasher, hmac } from "./secrets";

/** The services the routes share, built once per app. */
export interface Services {
  readonly deps: AppDeps;
  readonly sessions: SessionStore;
  readonly users: UserRepository;
  readonly otp: OtpService;
  readonly captchas: CaptchaService;
  readonly limiter: RateLimiter;
  /** Password hashing at the configured cost (`PASSWORD_HASH_LOG_N`). */
  readonly passwords: PasswordHasher;
  /** The application date (`APP_DATE` or today in Asia/Kolkata). */
  appDate(): string;
  /** A value derived from the server secret (keys, made-up answers). */
  derive(purpose: string, value: string): Buffer;
}

/** Builds the services of {@link Services} from the app's dependencies. */
export function createServices(deps: AppDeps): Services {
  return {
    deps,
    sessions: new SessionStore(deps.db, deps.config.sessionIdleTimeoutMs, deps.config.sessionMaxLifetimeMs),
    users: new UserRepository(deps.db),
    otp: new OtpService(
      deps.db,
      deps.clock,
      deps.sms,
      deps.serverSecret,
      deps.config.regenerateOtpTimerSeconds,
    ),
    captchas: new CaptchaService(deps.db, deps.clock, deps.serverSecret),
    passwords: new PasswordHasher(deps.config.passwordHashing),
    limiter: new RateLimiter(deps.db, deps.clock, deps.serverSecret),
    appDate: () => deps.config.appDate ?? kolkataDate(deps.clock.now()),
    derive: (purpose, value) => hmac(deps.serverSecret, `${purpose}\u0000${value}`),
  };
}
