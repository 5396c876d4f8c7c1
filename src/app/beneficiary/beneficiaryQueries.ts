import type { Bank, BankCalls } from "../../adapters/rib/BankClient";
import { bankQuery } from "../bankQueries";

/** A beneficiary as the lists answer it. */
export type BeneficiaryRow = BankCalls["beneficiaryList"]["response"]["beneficiaryList"][number];

/** One branch of the IFSC directory as the search and the check answer it. */
export type IfscBranchRow = BankCalls["ifscSearch"]["response"]["ifscList"][number];

/** `GET beneficiary/benList`: the active and inactive beneficiaries of both types. */
export const beneficiaryListQuery = (bank: Bank) => bankQuery(bank, "beneficiaryList", {});

/** `GET beneficiary/pending/beneList`: the beneficiaries still waiting for their code. */
export const pendingBeneficiaryListQuery = (bank: Bank) => bankQuery(bank, "pendingBeneficiaryList", {});

/** `GET beneficiary/getPoolingTime`: the name enquiry's wait and the seconds left of it now. */
export const poolingTimeQuery = (bank: Bank) => ({
  ...bankQuery(bank, "poolingTime", {}),
  staleTime: 0,
  gcTime: 0,
});

/** `GET beneficiary/ifscSearchOptions`: the banks and states of the IFSC directory. */
export const ifscSearchOptionsQuery = (bank: Bank) => ({
  ...bankQuery(bank, "ifscSearchOptions", {}),
  staleTime: Infinity,
});

/** `GET neftRtgs/getLimits`: among the payment limits, the cap of a new beneficiary's first hours. */
export const transferLimitsQuery = (bank: Bank) => bankQuery(bank, "neftRtgsLimits", {});
