import { Redacted } from "effect";
import type { SmsGateway, SmsMessage } from "./SmsGateway";

/** How the server proves itself to the bank's SMS gateway; the secrets stay `Redacted`. */
export type SmsGatewayAuth =
  | { readonly kind: "none" }
  | { readonly kind: "bearer"; readonly token: Redacted.Redacted<string> }
  | { readonly kind: "basic"; readonly user: string; readonly password: Redacted.Redacted<string> };

/** The settings of {@link HttpSmsGateway} (`SMS_GATEWAY_URL`, `SMS_GATEWAY_TOKEN` or user and password, time-out). */
export interface HttpSmsGatewayOptions {
  /** Where each message is POSTed. */
  readonly url: string;
  readonly auth: SmsGatewayAuth;
  /** How long the gateway has to answer before the message counts as not sent. */
  readonly timeoutMs: number;
}

/**
 * A message the gateway did not take: not reached, no answer in time, or an answer other than 2xx.
 * Its message names only what went wrong, never the number, the text, the code or a credential.
 */
export class SmsGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SmsGatewayError";
  }
}

/**
 * A bank's HTTP SMS gateway: each message is one `POST` of `{"to": "<mobile>", "text": "<text>"}`
 * (`application/json`) to the configured URL, with `Authorization: Bearer <token>` or HTTP Basic
 * credentials; any 2xx answer means sent. Redirects are not followed (the credentials go to the
 * configured address only). Nothing is logged; a failure throws {@link SmsGatewayError}.
 */
export class HttpSmsGateway implements SmsGateway {
  constructor(
    private readonly options: HttpSmsGatewayOptions,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** {@inheritDoc SmsGateway.send} */
  async send(message: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.options.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", ...this.authHeader() },
        body: JSON.stringify({ to: message.to, text: message.text }),
        redirect: "error",
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new SmsGatewayError(failureText(error, this.options.timeoutMs));
    }
    // The answer's body is not needed (and may echo the message): it is discarded unread.
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) {
      throw new SmsGatewayError(`The SMS gateway refused the message (HTTP ${response.status}).`);
    }
  }

  private authHeader(): Record<string, string> {
    const auth = this.options.auth;
    switch (auth.kind) {
      case "none":
        return {};
      case "bearer":
        return { Authorization: `Bearer ${Redacted.value(auth.token)}` };
      case "basic": {
        const pair = `${auth.user}:${Redacted.value(auth.password)}`;
        return { Authorization: `Basic ${Buffer.from(pair, "utf8").toString("base64")}` };
      }
    }
  }
}

/** What went wrong with a request that got no answer, without anything of the request itself. */
function failureText(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") {
    return `The SMS gateway did not answer within ${timeoutMs} ms.`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === "string" && /^[A-Z_]+$/.test(cause.code) ? ` (${cause.code})` : "";
  return `The SMS gateway could not be reached${code}.`;
}
