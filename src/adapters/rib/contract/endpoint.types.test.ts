import { Schema } from "effect";
import { describe, expect, expectTypeOf, it } from "vitest";
import { ErrorCodes, type ErrorCode } from "./common";
import { endpoint } from "./endpoint";

// The proof of these tests is the compiler's (`npm run typecheck` covers this file): each
// `@ts-expect-error` fails the typecheck when the line below it compiles, that is, when a
// declaration may name a request field or an error code that does not exist.

/** A payment-like request: the fields a declaration may name. */
const PayRequest = Schema.Struct({
  fromAccountNumber: Schema.String,
  transferAmount: Schema.Number,
  paymentNetwork: Schema.String,
  otac: Schema.String,
  userId: Schema.String,
});

/** Everything a declaration needs besides the fields under test. */
const base = {
  summary: "A test payment.",
  spec: "test",
  method: "POST",
  root: "rest",
  path: "test/pay",
  request: PayRequest,
  encoding: "json",
  response: { kind: "json", schema: Schema.Struct({ ok: Schema.Boolean }) },
  session: "active",
} as const;

/** The request's field names at run time, to show the misspellings below are not among them. */
const fields = Object.keys(PayRequest.fields);

describe("endpoint() checks a declaration against its request schema and the error catalogue", () => {
  it("takes fields that name the request's own fields and codes of the catalogue", () => {
    const declaration = endpoint({
      ...base,
      queryFields: ["paymentNetwork"],
      integrity: { key: "preSignIn", over: ["fromAccountNumber", "transferAmount"], userField: "userId" },
      secrets: { otac: "plain" },
      ownedAccounts: ["fromAccountNumber"],
      otp: {
        module: "PAY",
        bind: ["fromAccountNumber", "transferAmount"],
        otacField: "otac",
        when: { field: "paymentNetwork", values: ["IFTWB"] },
      },
      errors: ["TRANSFER.DAILY_LIMIT", "OTP.NOT_VERIFIED"],
    });
    expect(declaration.otp.bind).toEqual(["fromAccountNumber", "transferAmount"]);
    expectTypeOf(declaration.errors[0]).toEqualTypeOf<"TRANSFER.DAILY_LIMIT">();
    expectTypeOf<"TRANSFER.DAILY_LIMIT">().toExtend<ErrorCode>();
  });

  it("refuses a misspelt field the one-time code is bound to", () => {
    const declaration = endpoint({
      ...base,
      // @ts-expect-error "tranferAmount" is not a field of the request
      otp: { module: "PAY", bind: ["fromAccountNumber", "tranferAmount"], otacField: "otac" },
      errors: [],
    });
    expect(fields).not.toContain(declaration.otp.bind[1]);
  });

  it("refuses a misspelt field of the code's condition", () => {
    const declaration = endpoint({
      ...base,
      otp: {
        module: "PAY",
        bind: ["fromAccountNumber"],
        otacField: "otac",
        // @ts-expect-error "paymentNetwrok" is not a field of the request
        when: { field: "paymentNetwrok", values: ["IFTWB"] },
      },
      errors: [],
    });
    expect(fields).not.toContain(declaration.otp.when.field);
  });

  it("refuses a misspelt field that names the code", () => {
    const declaration = endpoint({
      ...base,
      // @ts-expect-error "otp" is not a field of the request
      otp: { module: "PAY", bind: ["fromAccountNumber"], otacField: "otp" },
      errors: [],
    });
    expect(fields).not.toContain(declaration.otp.otacField);
  });

  it("refuses a misspelt field the integrity header is made over", () => {
    const declaration = endpoint({
      ...base,
      // @ts-expect-error "fromAccount" is not a field of the request
      integrity: { key: "session", over: ["fromAccount", "transferAmount"] },
      errors: [],
    });
    expect(fields).not.toContain(declaration.integrity.over[0]);
  });

  it("refuses a misspelt user field of the pre-sign-in integrity header", () => {
    const declaration = endpoint({
      ...base,
      // @ts-expect-error "username" is not a field of the request
      integrity: { key: "preSignIn", userField: "username" },
      errors: [],
    });
    expect(fields).not.toContain(declaration.integrity.userField);
  });

  it("refuses a misspelt secret field", () => {
    const declaration = endpoint({
      ...base,
      // @ts-expect-error "otc" is not a field of the request
      secrets: { otc: "plain" },
      errors: [],
    });
    expect(fields).not.toContain(Object.keys(declaration.secrets)[0]);
  });

  it("refuses a misspelt query field", () => {
    const declaration = endpoint({
      ...base,
      // @ts-expect-error "network" is not a field of the request
      queryFields: ["network"],
      errors: [],
    });
    expect(fields).not.toContain(declaration.queryFields[0]);
  });

  it("refuses a misspelt owned-account field", () => {
    const declaration = endpoint({
      ...base,
      // @ts-expect-error "fromAccountNo" is not a field of the request
      ownedAccounts: ["fromAccountNo"],
      errors: [],
    });
    expect(fields).not.toContain(declaration.ownedAccounts[0]);
  });

  it("refuses an error code that is not in the catalogue", () => {
    const declaration = endpoint({
      ...base,
      // @ts-expect-error "TRANSFER.DAILY_LIMITS" is not a code of the catalogue
      errors: ["TRANSFER.DAILY_LIMITS"],
    });
    expectTypeOf<"TRANSFER.DAILY_LIMITS">().not.toExtend<ErrorCode>();
    expect(Object.values(ErrorCodes)).not.toContain(declaration.errors[0]);
  });
});
