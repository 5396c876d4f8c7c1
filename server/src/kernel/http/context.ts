import type { Clock } from "../clock";
import type { ServerConfig } from "../config";
import type { Database } from "../db/Database";
import type { SmsGateway } from "../sms/SmsGateway";
import type { SessionRow } from "../auth/SessionStore";
import type { RequestOrigin } from "./requestOrigin";

/** What `createApp` needs: the database, configuration, clock, SMS gateway and server secret. */
export interface AppDeps {
  readonly db: Database;
  readonly config: ServerConfig;
  readonly clock: Clock;
  readonly sms: SmsGateway;
  readonly serverSecret: string;
}

/** Per-request facts the middleware works out before the route runs. */
export interface RequestState {
  /** The browser's `CSRF-ID` (new when it sent none). */
  csrfId: string;
  /** The client's address (behind `TRUST_PROXY` hops: from `X-Forwarded-For`). */
  readonly ip: string;
  /** Whether the customer's connection is HTTPS (behind `TRUST_PROXY` hops: from `X-Forwarded-Proto`). */
  readonly isHttps: boolean;
  /** Whether cookies are `__Host-` cookies and HSTS is sent (HTTPS or an https `PUBLIC_URL`). */
  readonly secureCookies: boolean;
  /** The session of the `RIBSESSION` cookie, as loaded (may be ended or idle). */
  session: SessionRow | null;
  /** The session that receives this response's new `X-SFAUTH-TOKEN` (null: none). */
  rollSessionId: string | null;
  /** This response's new `X-SFAUTH-TOKEN`. */
  readonly sfauthToken: string;
  /** Whether {@link sfauthToken} is already in the session's window (added with the activity update). */
  sfauthRecorded: boolean;
}

/** The Hono environment of the server's routes. */
export type AppEnv = { Variables: { req: RequestState; origin: RequestOrigin } };
