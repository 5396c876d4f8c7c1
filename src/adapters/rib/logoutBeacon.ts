import { readBankCookie } from "./commonHeaders";
import { TOKEN_COOKIE } from "./contract/headers";
import { LOGOUT_BEACON_PATH } from "./contract/paths";

const browserCookies = (): string => (typeof document === "undefined" ? "" : document.cookie);

/**
 * Queues `POST /app/logout/beacon` with `navigator.sendBeacon` (it survives the page closing);
 * the body is a text/plain Blob of the `Token` cookie value, which the server compares with the
 * session of the `RIBSESSION` cookie. No beacon without a token or without `sendBeacon`.
 */
export function sendLogoutBeacon(options: {
  readonly baseUrl?: string;
  readonly cookies?: () => string;
  readonly sendBeacon?: (url: string, data: Blob) => boolean;
}): boolean {
  const token = readBankCookie((options.cookies ?? browserCookies)(), TOKEN_COOKIE);
  if (token === undefined || token === "") return false;
  const send =
    options.sendBeacon ??
    (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function"
      ? (url: string, data: Blob) => navigator.sendBeacon(url, data)
      : undefined);
  if (send === undefined) return false;
  try {
    return send(`${options.baseUrl ?? ""}${LOGOUT_BEACON_PATH}`, new Blob([token], { type: "text/plain" }));
  } catch {
    return false;
  }
}
