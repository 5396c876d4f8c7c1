import type { Bank } from "../../adapters/rib/BankClient";
import { bankQuery } from "../bankQueries";

/** `GET loginUser/prevlogin`. */
export const previousLoginQuery = (bank: Bank) => bankQuery(bank, "prevLogin", {});

/** `GET loginUser/getCustomerId`. */
export const customerIdQuery = (bank: Bank) => bankQuery(bank, "customerId", {});

/** `GET customerDetails`. */
export const customerDetailsQuery = (bank: Bank) => bankQuery(bank, "customerDetails", {});
