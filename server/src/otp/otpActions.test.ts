import { describe, expect, it } from "vitest";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { otpBinding } from "../../../src/adapters/rib/contract/endpoint";
import { readOutbox } from "../kernel/sms/DevOutboxSmsGateway";
import { signedInBrowser } from "../testSupport/flows";
import type { InProcessBank } from "../testSupport/inProcessBank";
import { useTestDeps } from "../testSupport/testDatabase";

const deps = useTestDeps();

/** Asks for a code of `module` bound to `bind`; answers the text of the SMS that carried it. */
async function smsFor(
  browser: InProcessBank,
  module: string,
  bind: Readonly<Record<string, string>>,
): Promise<string> {
  await browser.bank.call("generateOtp", {
    smsForService: module,
    firstContent: "",
    secondContent: "",
    module,
    bind,
  });
  const sent = (await readOutbox(deps.db)).find((message) => message.otp !== null);
  if (sent === undefined) throw new Error("No code was sent.");
  return sent.text;
}

/** One of asha's active payees of `benType`. */
async function payeeOf(browser: InProcessBank, benType: "2" | "3") {
  const list = await browser.bank.call("beneficiaryList", { benType });
  const payee = list.beneficiaryList.find((row) => row.status === "ACTIVE");
  if (payee === undefined) throw new Error(`asha has no active payee of type ${benType}`);
  return payee;
}

describe("a code's SMS says what it confirms, in the bank's words", () => {
  it("a payment within the bank: the amount and the payee's recorded name and account ending", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const payee = await payeeOf(browser, "2");
    const text = await smsFor(
      browser,
      endpoints.fundsTransferWithinBank.otp?.module ?? "",
      otpBinding(endpoints.fundsTransferWithinBank, {
        fromAccountNumber: "10000010000011",
        benAccountNumber: payee.accountNumber,
        transferAmount: 150_050n,
        paymentNetwork: "IFTWB",
      }),
    );
    expect(text).toMatch(/^\d{6} is your one-time code to pay INR 1,500\.50 to /u);
    expect(text).toContain(`to ${payee.name} (account ending ${payee.accountNumber.slice(-4)}).`);
  });

  it("NEFT or RTGS: the network, the amount, the payee and its bank", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const payee = await payeeOf(browser, "3");
    const text = await smsFor(
      browser,
      endpoints.neftRtgs.otp?.module ?? "",
      otpBinding(endpoints.neftRtgs, {
        fromAccountNumber: "10000010000011",
        benAccountNumber: payee.accountNumber,
        benIfsc: payee.ifsc,
        paymentNetwork: "RTGS",
        transferAmount: 25_000_000n,
      }),
    );
    expect(text).toContain(
      `code to pay INR 2,50,000.00 by RTGS to ${payee.name} (account ending ${payee.accountNumber.slice(-4)} at ${payee.bankName}).`,
    );
  });

  it("a raised limit: the payee and the new limit", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const payee = await payeeOf(browser, "2");
    const text = await smsFor(browser, endpoints.beneficiaryRaiseLimit.otp?.module ?? "", {
      sequence: payee.sequence,
      nickName: payee.nickName,
      tranferLimit: "10000000",
    });
    expect(text).toContain(
      `code to raise the payment limit of ${payee.name} (account ending ${payee.accountNumber.slice(-4)}) to INR 1,00,000.00.`,
    );
  });

  it("never repeats what the request wrote: an unknown payee, a text for an amount or another's payee give only the kind of action", async () => {
    const browser = await signedInBrowser(deps, "asha");
    const payee = await payeeOf(browser, "2");
    const module = endpoints.fundsTransferWithinBank.otp?.module ?? "";
    const generic = /^\d{6} is your one-time code to make a payment to a payee in the bank\. It is valid/u;
    const bound = (benAccountNumber: string, transferAmount: string) => ({
      fromAccountNumber: "10000010000011",
      benAccountNumber,
      transferAmount,
    });
    for (const bind of [
      bound("99999999999999", "150000"),
      bound(payee.accountNumber, "1500 call +91 99999 00000"),
      bound(payee.accountNumber, "0"),
      bound(`${payee.accountNumber} visit evil.example`, "150000"),
    ]) {
      const text = await smsFor(browser, module, bind);
      expect(text, JSON.stringify(bind)).toMatch(generic);
      expect(text).not.toMatch(/call|evil|99999/u);
    }
    // Another customer's payee is not named either (ravi's sequence in asha's code).
    const ravi = await signedInBrowser(deps, "ravi");
    const raviPayee = (await ravi.bank.call("beneficiaryList", { benType: "2" })).beneficiaryList[0];
    if (raviPayee !== undefined) {
      const text = await smsFor(browser, endpoints.beneficiaryRaiseLimit.otp?.module ?? "", {
        sequence: raviPayee.sequence,
        nickName: "x",
        tranferLimit: "100",
      });
      expect(text).toMatch(/^\d{6} is your one-time code to raise a payee's payment limit\. /u);
    }
    // A sequence that is not digits is never given to the database.
    const text = await smsFor(browser, endpoints.beneficiaryRaiseLimit.otp?.module ?? "", {
      sequence: "1 OR 1=1",
      nickName: "x",
      tranferLimit: "100",
    });
    expect(text).toMatch(/raise a payee's payment limit\./u);
  });
});
