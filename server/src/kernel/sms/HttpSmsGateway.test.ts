import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Redacted } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HttpSmsGateway, SmsGatewayError, type HttpSmsGatewayOptions } from "./HttpSmsGateway";

/** One request the fake gateway received. */
interface Received {
  readonly method: string | undefined;
  readonly path: string | undefined;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

/** How the fake gateway answers the next request. */
let answer: (response: ServerResponse) => void;
const received: Received[] = [];
const held: ServerResponse[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ method: request.method, path: request.url, headers: request.headers, body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of held) response.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  answer = (response) => response.writeHead(202, { "Content-Type": "application/json" }).end('{"id":"m-1"}');
});

const MESSAGE = { to: "+919800000001", text: "Your code is 123456. Never share it.", otp: "123456" };

const gateway = (options: Partial<HttpSmsGatewayOptions> = {}) =>
  new HttpSmsGateway({
    url: `${base}/v1/messages`,
    auth: { kind: "bearer", token: Redacted.make("tok-SECRET-1") },
    timeoutMs: 2_000,
    ...options,
  });

/** The error `send` failed with; fails the test when it did not fail. */
async function failure(send: Promise<void>): Promise<SmsGatewayError> {
  try {
    await send;
  } catch (error) {
    expect(error).toBeInstanceOf(SmsGatewayError);
    return error as SmsGatewayError;
  }
  throw new Error("The message was sent.");
}

/** Nothing of the message or the credentials in an error's text. */
function expectNothingSecret(error: Error): void {
  const text = `${error.name} ${error.message} ${String(error.cause ?? "")}`;
  for (const secret of ["123456", MESSAGE.to, "tok-SECRET-1", "pw-SECRET-2", "Never share"]) {
    expect(text).not.toContain(secret);
  }
}

describe("HttpSmsGateway", () => {
  it("POSTs {to, text} as JSON with the bearer token, and nothing else of the message", async () => {
    await gateway().send(MESSAGE);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/messages");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["authorization"]).toBe("Bearer tok-SECRET-1");
    expect(JSON.parse(request?.body ?? "")).toEqual({ to: MESSAGE.to, text: MESSAGE.text });
  });

  it("sends HTTP Basic credentials when configured with a user and password", async () => {
    await gateway({ auth: { kind: "basic", user: "bank", password: Redacted.make("pw-SECRET-2") } }).send(
      MESSAGE,
    );
    const header = received[0]?.headers["authorization"] ?? "";
    expect(header.startsWith("Basic ")).toBe(true);
    expect(Buffer.from(header.slice("Basic ".length), "base64").toString("utf8")).toBe("bank:pw-SECRET-2");
  });

  it("sends no Authorization header without credentials", async () => {
    await gateway({ auth: { kind: "none" } }).send(MESSAGE);
    expect(received[0]?.headers["authorization"]).toBeUndefined();
  });

  it("reports an answer other than 2xx as SmsGatewayError naming the status only", async () => {
    answer = (response) => response.writeHead(503).end(`refused: ${MESSAGE.text}`);
    const error = await failure(gateway().send(MESSAGE));
    expect(error.message).toBe("The SMS gateway refused the message (HTTP 503).");
    expectNothingSecret(error);
    answer = (response) => response.writeHead(302, { Location: "https://elsewhere.example/" }).end();
    // A redirect is not followed: the credentials go to the configured address only.
    expect((await failure(gateway().send(MESSAGE))).message).toContain("could not be reached");
    expect(received).toHaveLength(2);
  });

  it("gives up after the time-out when the gateway does not answer", async () => {
    answer = (response) => held.push(response);
    const error = await failure(gateway({ timeoutMs: 50 }).send(MESSAGE));
    expect(error.message).toBe("The SMS gateway did not answer within 50 ms.");
    expectNothingSecret(error);
  });

  it("reports a gateway that cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(gateway({ url: `http://127.0.0.1:${port}/` }).send(MESSAGE));
    expect(error.message).toBe("The SMS gateway could not be reached (ECONNREFUSED).");
    expectNothingSecret(error);
  });
});
