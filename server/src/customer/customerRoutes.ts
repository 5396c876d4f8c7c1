import { Result } from "effect";
import { validateSecureText } from "../../../src/domain/auth/SecureText";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { audit } from "../kernel/auth/audit";
import { kolkataDate, kolkataTime } from "../kernel/clock";
import { daysBetween } from "../../../src/domain/dates/AppDate";
import { ApiError, SessionErrors, invalidRequest } from "../kernel/http/ApiError";
import { BodyAnswer, serve, type CallRouter } from "../kernel/http/pipeline";
import { maskMobile } from "../../../src/domain/money/Money";
import { PASSWORD_ALERT_DAYS } from "../../../src/domain/dashboard/DashboardAlerts";
import { ageOn } from "../../../src/domain/deposits/DepositNominee";
import { CustomerRepository, type CustomerRow } from "./CustomerRepository";
import { SECURE_IMAGES, findSecureImage, publicImage, secureImageSvg } from "./secureImages";

/** Customer data after sign-in, the secure image set-up and the secure image files. */
export function registerCustomerRoutes(router: CallRouter): void {
  const { services } = router;
  const customers = new CustomerRepository(services.deps.db);

  const loadCustomer = async (username: string): Promise<CustomerRow> => {
    const row = await customers.find(username);
    if (row === null) throw SessionErrors.required();
    return row;
  };

  serve(router, endpoints.prevLogin, async ({ session }) => {
    const customer = await loadCustomer(session.username);
    const at = (value: Date | null) => (value === null ? null : new Date(value));
    const last = at(customer.prev_login_at);
    const fail = at(customer.last_fail_login_at);
    return {
      lastLoginDate: last === null ? null : kolkataDate(last),
      lastLoginTime: last === null ? null : kolkataTime(last),
      lastFailLoginDate: fail === null ? null : kolkataDate(fail),
      lastFailLoginTime: fail === null ? null : kolkataTime(fail),
      customerName: `${customer.first_name} ${customer.last_name}`,
      prefix: customer.prefix,
      customerSinceDate: customer.customer_since,
      loginPwdExpiryDt: customer.login_pwd_expiry,
      txnPwdExpiryDt: customer.txn_pwd_expiry,
    };
  });

  serve(router, endpoints.customerId, async ({ session }) => {
    const customer = await loadCustomer(session.username);
    const appDate = services.appDate();
    const groups = await customers.openAccountGroups(customer.id);
    const depositTypes = groups.filter((g) => g === "CD" || g === "RC");
    const daysleft =
      customer.login_pwd_expiry === null ? 9999 : daysBetween(appDate, customer.login_pwd_expiry);
    return {
      customerId: customer.id,
      mobileNumber: maskMobile(customer.mobile),
      customerType: customer.customer_type,
      customerCode: customer.customer_code,
      custAge: ageOn(customer.birth_date, appDate),
      availableDepositType: depositTypes.join(","),
      // The reminder shows from the day the dashboard's password-expiry alert does.
      showPopup: daysleft <= PASSWORD_ALERT_DAYS,
      daysleft,
      pwdExpDate: customer.login_pwd_expiry,
    };
  });

  serve(router, endpoints.customerDetails, async ({ session }) => {
    const customer = await loadCustomer(session.username);
    return {
      customerName: `${customer.prefix} ${customer.first_name} ${customer.last_name}`,
      mad3: customer.address3,
      mad4: customer.address4,
      bankDetails: {
        branchName: customer.branch_name,
        branchAdd2: customer.branch_address2,
        branchAdd3: customer.branch_address3,
        ifsc: customer.ifsc,
      },
      rmName: customer.rm_name,
      rmMobileno: maskMobile(customer.rm_mobile),
    };
  });

  serve(router, endpoints.secureImages, () => SECURE_IMAGES.map(publicImage));

  // The first sign-in's set-up only: once an image and text are set, a change goes through
  // setUserSecurityInfo with the transaction password and a bound code. Both are audited.
  serve(router, endpoints.configureSecureLoginAccess, {
    check: async ({ request }) => {
      const text = validateSecureText(request.secureText);
      if (Result.isFailure(text)) throw invalidRequest(`Invalid request: secureText (${text.failure}).`);
      if (findSecureImage(request.imageId) === undefined)
        throw invalidRequest("Invalid request: imageId is not a known image.");
    },
    run: async ({ request, session, state, now }) => {
      if (!(await customers.setSecureImageIfUnset(session.username, request.imageId, request.secureText))) {
        await audit(services.deps.db, {
          event: "SECURE_IMAGE_SET",
          username: session.username,
          ip: state.ip,
          outcome: "ALREADY_SET",
          at: now,
        });
        throw new ApiError(
          422,
          "SECURE_IMAGE.ALREADY_SET",
          "Your secure image and text are already set. Change them under the security settings.",
        );
      }
      return { status: 200 };
    },
    audit: { event: "SECURE_IMAGE_SET" },
  });

  serve(router, endpoints.secureImage, ({ request }) => {
    const image = findSecureImage(request.id);
    if (image === undefined) throw new ApiError(404, "REQUEST.NOT_FOUND", "No such image.");
    return new BodyAnswer(secureImageSvg(image), { "Content-Type": "image/svg+xml; charset=utf-8" });
  });
}
