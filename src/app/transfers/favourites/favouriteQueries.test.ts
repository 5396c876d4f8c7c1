import { describe, expect, it } from "vitest";
import {
  INACTIVE_FAVOURITE,
  NEFT_FAVOURITE,
  OWN_FAVOURITE,
  WITHIN_BANK_FAVOURITE,
} from "../../testing/fixtures/favourites";
import { payAgainTarget } from "./favouriteQueries";

describe("pay again: the payment form a favourite opens and the values it fills in", () => {
  it("opens NEFT/RTGS with the beneficiary, the network, the amount in paise and the remarks", () => {
    expect(payAgainTarget(NEFT_FAVOURITE)).toEqual({
      state: "neftRtgs.home",
      params: {
        fromAccount: "10000010000011",
        beneficiary: "4",
        paymentNetwork: "NEFT",
        amount: "500000",
        remarks: "Rent",
      },
    });
    expect(payAgainTarget({ ...NEFT_FAVOURITE, paymentNetwork: "RTGS" })?.params["paymentNetwork"]).toBe(
      "RTGS",
    );
  });

  it("opens the within-bank transfer with the beneficiary and the own-account transfer with the account", () => {
    expect(payAgainTarget(WITHIN_BANK_FAVOURITE)).toMatchObject({
      state: "thirdFd.thirdPtyTrnsfrInFIS",
      params: { beneficiary: "1", amount: "250000" },
    });
    expect(payAgainTarget(OWN_FAVOURITE)).toEqual({
      state: "ownFd.ownAcnTransfer",
      params: {
        fromAccount: "10000010000011",
        toAccount: "10000020000012",
        amount: "1000000",
        remarks: "Savings to current",
      },
    });
  });

  it("opens nothing for a favourite whose beneficiary is not active, without a beneficiary, or by IMPS", () => {
    expect(payAgainTarget(INACTIVE_FAVOURITE)).toBeNull();
    expect(payAgainTarget({ ...NEFT_FAVOURITE, benSequence: null })).toBeNull();
    expect(payAgainTarget({ ...NEFT_FAVOURITE, paymentNetwork: "IMPS/P2A" })).toBeNull();
  });
});
