import { queryOptions } from "@tanstack/react-query";
import type { AppBankApi } from "../services";

/** `GET loginUser/prevlogin`. */
export const previousLoginQuery = (api: AppBankApi) =>
  queryOptions({ queryKey: ["customer", "previousLogin"], queryFn: () => api.getPreviousLogin() });

/** `GET loginUser/getCustomerId`. */
export const customerIdQuery = (api: AppBankApi) =>
  queryOptions({ queryKey: ["customer", "customerId"], queryFn: () => api.getCustomerId() });

/** `GET customerDetails`. */
export const customerDetailsQuery = (api: AppBankApi) =>
  queryOptions({ queryKey: ["customer", "details"], queryFn: () => api.getCustomerDetails() });
