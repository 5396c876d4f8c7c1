import { queryOptions } from "@tanstack/react-query";
import type { AccountListKind } from "../../adapters/rib/FetchBankApi";
import type { AppBankApi } from "../services";

/** The first part of every account query key: a nickname save invalidates all of them. */
export const ACCOUNTS_QUERY_ROOT = "accounts";

/** `GET account/accountlist` and its siblings (the enquiry keeps its own key). */
export const accountListQuery = (api: AppBankApi, kind: AccountListKind) =>
  queryOptions({ queryKey: [ACCOUNTS_QUERY_ROOT, "list", kind], queryFn: () => api.getAccountList(kind) });

/** `POST account/viewAcct`. */
export const accountDetailQuery = (api: AppBankApi, accountNumber: string, accountType: string) =>
  queryOptions({
    queryKey: [ACCOUNTS_QUERY_ROOT, "detail", accountNumber, accountType],
    queryFn: () => api.getAccountDetail({ accountNumber, accountType }),
  });

/** `GET account/fetchAccountNickNames`. */
export const accountNicknamesQuery = (api: AppBankApi) =>
  queryOptions({ queryKey: [ACCOUNTS_QUERY_ROOT, "nicknames"], queryFn: () => api.getAccountNicknames() });

/** `GET account/accountInformation`. */
export const accountInformationQuery = (api: AppBankApi, accountNumber: string) =>
  queryOptions({
    queryKey: [ACCOUNTS_QUERY_ROOT, "information", accountNumber],
    queryFn: () => api.getAccountInformation(accountNumber),
  });

/** `GET account/primarySignature`. */
export const primarySignatureQuery = (api: AppBankApi, accountNumber: string) =>
  queryOptions({
    queryKey: [ACCOUNTS_QUERY_ROOT, "signature", accountNumber],
    queryFn: () => api.getPrimarySignature(accountNumber),
  });

/** `GET getCustomerDetailsAndRM`. */
export const customerDetailsAndRmQuery = (api: AppBankApi) =>
  queryOptions({ queryKey: ["customer", "detailsAndRm"], queryFn: () => api.getCustomerDetailsAndRm() });
