import type { Endpoint } from "../endpoint";
import { configEndpoints } from "./config";
import { preSignInEndpoints } from "./preSignIn";
import { sessionEndpoints } from "./session";
import { otpEndpoints } from "./otp";
import { customerEndpoints } from "./customer";
import { transactionEndpoints } from "./transaction";
import { securityEndpoints } from "./security";
import { feedbackEndpoints } from "./feedback";
import { accountsEndpoints } from "./accounts";
import { enquiryEndpoints } from "./enquiry";
import { statementsEndpoints } from "./statements";
import { dashboardEndpoints } from "./dashboard";
import { transfersEndpoints } from "./transfers";
import { favouritesEndpoints } from "./favourites";
import { beneficiaryEndpoints } from "./beneficiary";

export { SECURE_IMAGE_OTP_MODULE, SecureImageRequest, FileBody, SvgBody } from "./shared";

/**
 * Joins the areas' tables and checks, where every name is known, that each name a declaration's
 * `invalidates` lists is a call of the table (an area's file cannot import the others' names
 * without a cycle).
 */
function joinAreas<const T extends { readonly [name: string]: Endpoint }>(
  table: T & { readonly [K in keyof T]: { readonly invalidates?: readonly (keyof T & string)[] } },
): T {
  return table;
}

/**
 * The bank contract: every call of the specification, declared once (docs/API.md is generated
 * from it, and so is `GET /app/rest/openapi.json`). Amounts are integer paise; dates as each
 * schema says.
 */
export const endpoints = joinAreas({
  ...configEndpoints,
  ...preSignInEndpoints,
  ...sessionEndpoints,
  ...otpEndpoints,
  ...customerEndpoints,
  ...transactionEndpoints,
  ...securityEndpoints,
  ...feedbackEndpoints,
  ...accountsEndpoints,
  ...enquiryEndpoints,
  ...statementsEndpoints,
  ...dashboardEndpoints,
  ...transfersEndpoints,
  ...favouritesEndpoints,
  ...beneficiaryEndpoints,
} as const);

/** The endpoint table's type. */
export type Endpoints = typeof endpoints;

/** The name of one call of the bank. */
export type EndpointName = keyof Endpoints;
