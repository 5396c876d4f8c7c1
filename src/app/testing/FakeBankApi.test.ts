import { describe, expect, it } from "vitest";
import { FAKE_OTP, FAKE_TXN_PASSWORD, FakeBankApi } from "./FakeBankApi";

const bind = { secImage: "train_5", secText: "Rail-Way9" };

async function verifiedCode(api: FakeBankApi, values: Record<string, string> = bind): Promise<string> {
  const { otac } = await api.generateOtp({
    smsForService: "Secure image change",
    firstContent: "",
    secondContent: "",
    module: "SECURE_IMAGE",
    bind: values,
  });
  await expect(api.validateOtp({ otp: FAKE_OTP, otac, module: "SECURE_IMAGE" })).resolves.toBe(true);
  return otac;
}

describe("FakeBankApi session security", () => {
  it("counts wrong transaction passwords down and blocks at the maximum", async () => {
    const api = new FakeBankApi();
    await expect(api.validateTransactionPassword("Txn@wrong")).rejects.toMatchObject({
      status: 406,
      code: "TXN_PWD.WRONG",
      body: { remainingAttempts: 2 },
    });
    await expect(api.getAllowedTransactionPasswordAttempts()).resolves.toEqual({
      maxAttempts: 3,
      attemptsLeft: 2,
    });
    await api.validateTransactionPassword("Txn@wrong").catch(() => undefined);
    await expect(api.validateTransactionPassword("Txn@wrong")).rejects.toMatchObject({
      body: { remainingAttempts: 0 },
    });
    expect(api.blocked).toBe(true);
    await expect(api.validateTransactionPassword(FAKE_TXN_PASSWORD)).rejects.toMatchObject({ status: 401 });
  });

  it("counts extensions from the warning only and refuses the eleventh", async () => {
    const api = new FakeBankApi();
    await expect(api.extendSession({ fromWarning: false })).resolves.toEqual({ extensionsLeft: 10 });
    for (let left = 9; left >= 0; left--) {
      await expect(api.extendSession({ fromWarning: true })).resolves.toEqual({ extensionsLeft: left });
    }
    await expect(api.extendSession({ fromWarning: true })).rejects.toMatchObject({
      status: 403,
      code: "SESSION.EXTENSIONS_EXHAUSTED",
    });
  });

  it("changes the secure image only with a verified code bound to the same values, once per key", async () => {
    const api = new FakeBankApi();
    const otac = await verifiedCode(api);
    const input = { imageId: "train_5", secureText: "Rail-Way9", otac, idempotencyKey: "key-1" };
    await expect(api.changeSecureImage(input)).rejects.toMatchObject({ code: "TXN_PWD.REQUIRED" });
    await api.validateTransactionPassword(FAKE_TXN_PASSWORD);
    await expect(api.changeSecureImage({ ...input, imageId: "beach_1" })).rejects.toMatchObject({
      code: "OTP.NOT_VERIFIED",
    });
    const first = await api.changeSecureImage(input);
    await expect(api.changeSecureImage(input)).resolves.toEqual(first);
    await expect(api.changeSecureImage({ ...input, secureText: "Other-9" })).rejects.toMatchObject({
      status: 422,
    });
    await expect(api.changeSecureImage({ ...input, idempotencyKey: "key-2" })).rejects.toMatchObject({
      code: "OTP.NOT_VERIFIED",
    });
    expect(api.secureImageChangeCount).toBe(1);
    expect(api.customers.get("meera")?.secureImage?.id).toBe("train_5");
  });
});
