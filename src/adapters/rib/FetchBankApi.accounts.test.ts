import { describe, expect, it } from "vitest";
import { bankApiOn, json, SESSION_KEY } from "./testing/fakeServer";
import { JoseTransactionCipher } from "../crypto/JoseTransactionCipher";
import { base64url } from "jose";
import { canonicalJson } from "./contract/canonicalJson";
import type { AccountDetailResponse } from "./contract/accounts";

const CONFIG_KEY = base64url.encode(new Uint8Array(32).fill(4));

const CONFIGURATION = {
  encKey: CONFIG_KEY,
  updateMsg: "",
  ftLimits: { withInBankGlobal: 0, otherBankGlobal: 0, quickPayMaxLimit: 0 },
  minNeft: 0,
  maxNeft: 0,
  minRtgs: 0,
  maxRtgs: 0,
  minImpsftp2a: 0,
  maxImpsftp2a: 0,
  maxDlImpsftp2a: 0,
  regenerateOTPTimer: 90,
  allowedOtpAttempts: 3,
  allowedRegenerateAttempts: 3,
  idleTimeoutMs: 240000,
  timeoutWarningMs: 30000,
  feedbackTimeoutMs: 60000,
  maxIdleExtensions: 10,
  txnPwdRequired: true,
};

function detail(encAccountNumber: string): AccountDetailResponse {
  return {
    encAccountNumber,
    status: 0,
    group: "SAV",
    groupCode: "SAV",
    accountType: "SB",
    productName: "Savings Account Regular",
    availableBalance: 100,
    balance: 100,
    interestRate: 275,
    dateOpened: "2020-01-01",
    openedDate: "2020-01-01",
    brachDesc: "Mumbai Fort",
    currencyCode: "INR",
    title1: "Asha Verma",
    title2: "",
    title3: "",
    title4: "",
    acctRelationship: "Primary holder",
    acnRelCode: 1,
    acnRel: "P",
    accruedInterest: 0,
    holdAmount: 0,
    closedDate: null,
    nickname: "Salary",
    deposit: null,
    loan: null,
  };
}

describe("createBankApi: accounts", () => {
  it("asks for an account detail with the number in the query and X-RIB-ENC, and decrypts encAccountNumber with the configuration key", async () => {
    const cipherForServer = new JoseTransactionCipher();
    const enc = await cipherForServer.encrypt("10000010000011", CONFIG_KEY);
    const { api, seen, cipher } = bankApiOn({
      "GET /app/rest/loginUser/usersec/loggedInUserSecretKey": () => json([SESSION_KEY]),
      "POST /app/rest/account/viewAcct?accountNumber=10000010000011&accountType=SB": () => json(detail(enc)),
      "GET /app/rest/getConfigurationData": () => json(CONFIGURATION),
    });
    const answer = await api.getAccountDetail({ accountNumber: "10000010000011", accountType: "SB" });
    expect(answer.accountNumber).toBe("10000010000011");
    expect(answer.nickname).toBe("Salary");
    const call = seen.find((entry) => entry.url.includes("viewAcct"))!;
    expect(JSON.parse(call.body!)).toEqual({ accountNumber: "10000010000011" });
    const header = call.headers["X-RIB-ENC"]!;
    expect(await cipher.decrypt(header, SESSION_KEY)).toBe(
      canonicalJson({ accountNumber: "10000010000011" }),
    );
  });

  it("refuses a detail it cannot decrypt without the configuration key", async () => {
    const { api } = bankApiOn({
      "GET /app/rest/loginUser/usersec/loggedInUserSecretKey": () => json([SESSION_KEY]),
      "POST /app/rest/account/viewAcct?accountNumber=10000010000011&accountType=SB": () => json(detail("x")),
      "GET /app/rest/getConfigurationData": () => json({ ...CONFIGURATION, encKey: null }),
    });
    await expect(
      api.getAccountDetail({ accountNumber: "10000010000011", accountType: "SB" }),
    ).rejects.toMatchObject({
      code: "RESPONSE.INVALID",
    });
  });

  it("posts the changed nicknames and reads the duplicate answer; reads the lookups with their query names", async () => {
    const { api, seen } = bankApiOn({
      "POST /app/rest/updateaccountnames": () =>
        json({
          success: false,
          statusMsg: "Nickname Salary already exists",
          conflicts: [{ account_number: "10000020000012", shrt_account_names: "Salary" }],
        }),
      "GET /app/rest/account/accountInformation?accountNumber=10000010000011": () =>
        json({
          accountNumber: "10000010000011",
          productName: "Savings Account Regular",
          status: 0,
          ifsc: "SAHY0000001",
          micr: "400123001",
          branchName: "Mumbai Fort",
          branchAdd2: "",
          branchAdd3: "",
          currencyCode: "INR",
          openedDate: "2020-01-01",
          modeOfOperation: "SINGLE",
          nomineeRegistered: false,
          nomineeName: null,
        }),
      "GET /app/rest/account/primarySignature?accountnumber=10000010000011": () =>
        json({ signatureSvg: "data:image/svg+xml;base64,PHN2Zy8+", holderName: "Asha Verma", altText: "x" }),
    });
    const request = [
      { account_number: "10000020000012", account_type_code: "CA", shrt_account_names: "Salary" },
    ];
    await expect(api.updateNicknames(request)).resolves.toMatchObject({ success: false });
    expect(JSON.parse(seen[0]!.body!)).toEqual(request);
    await expect(api.getAccountInformation("10000010000011")).resolves.toMatchObject({
      modeOfOperation: "SINGLE",
    });
    await expect(api.getPrimarySignature("10000010000011")).resolves.toMatchObject({
      holderName: "Asha Verma",
    });
  });
});
