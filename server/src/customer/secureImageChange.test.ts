import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEMO_TXN_PASSWORD } from "../seed/demoData";
import type { AppDeps } from "../kernel/http/context";
import { Redacted } from "effect";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { inProcessBank, type InProcessBank } from "../testSupport/inProcessBank";
import { raw, refusal, signInActive, verifiedCode } from "../testSupport/flows";
import { useTestDeps } from "../testSupport/testDatabase";

const deps = useTestDeps();
beforeEach(async () => {
  await deps.db.query(
    "UPDATE users SET secure_image_id = 'lotus_2', secure_text = 'Monsoon-27' WHERE username = 'meera'",
  );
  await deps.db.query("DELETE FROM idempotency_keys");
});

const browser = (overrides: Partial<AppDeps["config"]> = {}) =>
  inProcessBank(createApp({ ...deps, config: { ...deps.config, ...overrides } }));

const KEY = "5b0d1c8e-8c5e-4a57-9a65-1d2b0c3e4f50";

async function verifyTxnPwd(b: InProcessBank): Promise<void> {
  const answer = await b.bank.call("validateTransacPwd", { transacPwd: Redacted.make(DEMO_TXN_PASSWORD) });
  expect(answer.status).toBe(200);
}

/** Generates and validates an action code of `module` bound to the new image and text; returns its otac. */
const verifiedOtac = (
  b: InProcessBank,
  request: { secImage: string; secText: string },
  module = "SECURE_IMAGE",
): Promise<string> =>
  verifiedCode(b, deps.db, { otp: { ...endpoints.setUserSecurityInfo.otp, module } }, request);

type Change = { secImage: string; secText: string; otac: string };

const change = (b: InProcessBank, body: Change, key = KEY) =>
  b.bank.call("setUserSecurityInfo", body, { idempotencyKey: key });

const stored = async () =>
  (
    await deps.db.query<{ secure_image_id: string; secure_text: string }>(
      "SELECT secure_image_id, secure_text FROM users WHERE username = 'meera'",
    )
  )[0];

describe("setUserSecurityInfo", () => {
  it("changes the secure image and text with a verified OTP bound to both", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    await verifyTxnPwd(b);
    const otac = await verifiedOtac(b, { secImage: "train_5", secText: "Rail-Way9" });
    const answer = await change(b, { secImage: "train_5", secText: "Rail-Way9", otac });
    expect(answer.status).toBe(200);
    expect(answer).toMatchObject({
      status: 200,
      referenceNumber: expect.stringMatching(/^SI20261122\d{6}$/),
    });
    expect(await stored()).toEqual({ secure_image_id: "train_5", secure_text: "Rail-Way9" });
  });

  it("never puts the bound values into the SMS", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    await verifiedOtac(b, { secImage: "train_5", secText: "Rail-Way9" });
    const [message] = (await raw(b, "GET", "/dev/outbox")).body as Array<{ text: string }>;
    expect(message?.text).not.toContain("Rail-Way9");
  });

  it("refuses without a verified OTP", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    await verifyTxnPwd(b);
    const { otac } = await b.bank.call("generateOtp", {
      smsForService: "Secure image change",
      firstContent: "",
      secondContent: "",
      module: "SECURE_IMAGE",
      bind: { secImage: "train_5", secText: "Rail-Way9" },
    });
    const answer = await refusal(change(b, { secImage: "train_5", secText: "Rail-Way9", otac }));
    expect(answer.status).toBe(403);
    expect(answer.code).toBe("OTP.NOT_VERIFIED");
    expect(await stored()).toEqual({ secure_image_id: "lotus_2", secure_text: "Monsoon-27" });
  });

  it("refuses a code bound to other values: a code for one image cannot change to another", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    await verifyTxnPwd(b);
    const otac = await verifiedOtac(b, { secImage: "train_5", secText: "Rail-Way9" });
    const other = await refusal(change(b, { secImage: "beach_1", secText: "Rail-Way9", otac }));
    expect(other.status).toBe(403);
    expect(other.code).toBe("OTP.NOT_VERIFIED");
    const otherModule = await verifiedOtac(
      b,
      { secImage: "beach_1", secText: "Rail-Way9" },
      "CHANGE_USER_ID",
    );
    const wrongModule = await refusal(
      change(b, { secImage: "beach_1", secText: "Rail-Way9", otac: otherModule }, `${KEY}-2`),
    );
    expect(wrongModule.status).toBe(403);
    expect(await stored()).toEqual({ secure_image_id: "lotus_2", secure_text: "Monsoon-27" });
  });

  it("refuses without a verified transaction password when it is required", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    const otac = await verifiedOtac(b, { secImage: "train_5", secText: "Rail-Way9" });
    const answer = await refusal(change(b, { secImage: "train_5", secText: "Rail-Way9", otac }));
    expect(answer.status).toBe(403);
    expect(answer.code).toBe("TXN_PWD.REQUIRED");
  });

  it("does not ask for the transaction password when configuration says so", async () => {
    const b = browser({ txnPwdRequired: false });
    await signInActive(b, deps.db, "meera");
    const otac = await verifiedOtac(b, { secImage: "train_5", secText: "Rail-Way9" });
    expect((await change(b, { secImage: "train_5", secText: "Rail-Way9", otac })).status).toBe(200);
  });

  it("refuses a bad secure text with 400 SECURE_TEXT.INVALID", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    await verifyTxnPwd(b);
    const otac = await verifiedOtac(b, { secImage: "train_5", secText: "a b" });
    const answer = await refusal(change(b, { secImage: "train_5", secText: "a b", otac }));
    expect(answer.status).toBe(400);
    expect(answer.code).toBe("SECURE_TEXT.INVALID");
  });

  it("answers a replay with the same key and body with the first answer and changes nothing twice", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    await verifyTxnPwd(b);
    const otac = await verifiedOtac(b, { secImage: "train_5", secText: "Rail-Way9" });
    const body = { secImage: "train_5", secText: "Rail-Way9", otac };
    const first = await change(b, body);
    expect(first.status).toBe(200);
    await deps.db.query("UPDATE users SET secure_text = 'Changed-Else' WHERE username = 'meera'");
    const replay = await change(b, body);
    expect(replay.status).toBe(200);
    expect(replay).toEqual(first);
    expect((await stored())?.secure_text).toBe("Changed-Else");
    const audits = await deps.db.query("SELECT 1 FROM audit_log WHERE event = 'SECURE_IMAGE_CHANGE'");
    expect(audits).toHaveLength(1);
  });

  it("answers 422 IDEMPOTENCY.MISMATCH to the same key with another body", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    await verifyTxnPwd(b);
    const otac = await verifiedOtac(b, { secImage: "train_5", secText: "Rail-Way9" });
    expect((await change(b, { secImage: "train_5", secText: "Rail-Way9", otac })).status).toBe(200);
    const other = await refusal(change(b, { secImage: "beach_1", secText: "Rail-Way9", otac }));
    expect(other.status).toBe(422);
    expect(other.code).toBe("IDEMPOTENCY.MISMATCH");
    expect((await stored())?.secure_image_id).toBe("train_5");
  });

  it("uses a code once: a second request with a new key is refused", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    await verifyTxnPwd(b);
    const otac = await verifiedOtac(b, { secImage: "train_5", secText: "Rail-Way9" });
    expect((await change(b, { secImage: "train_5", secText: "Rail-Way9", otac })).status).toBe(200);
    const again = await refusal(change(b, { secImage: "train_5", secText: "Rail-Way9", otac }, `${KEY}-new`));
    expect(again.status).toBe(403);
    expect(again.code).toBe("OTP.NOT_VERIFIED");
  });

  it("needs an Idempotency-Key", async () => {
    const b = browser();
    await signInActive(b, deps.db, "meera");
    // The client never sends this call without a key: sent raw.
    const answer = await raw(b, "POST", "/app/rest/setUserSecurityInfo", {
      json: { secImage: "train_5", secText: "Rail-Way9", otac: "x" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "IDEMPOTENCY.KEY_REQUIRED" });
  });
});
