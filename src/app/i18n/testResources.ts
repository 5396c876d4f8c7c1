import type { Resource } from "i18next";
import enCommon from "./locales/en/common.json";
import enLogin from "./locales/en/login.json";
import enDashboard from "./locales/en/dashboard.json";
import enErrors from "./locales/en/errors.json";
import enStates from "./locales/en/states.json";
import deCommon from "./locales/de/common.json";
import deLogin from "./locales/de/login.json";
import deDashboard from "./locales/de/dashboard.json";
import deErrors from "./locales/de/errors.json";
import deStates from "./locales/de/states.json";
import hiCommon from "./locales/hi/common.json";
import hiLogin from "./locales/hi/login.json";
import hiDashboard from "./locales/hi/dashboard.json";
import hiErrors from "./locales/hi/errors.json";
import hiStates from "./locales/hi/states.json";
import enSession from "./locales/en/session.json";
import enFlow from "./locales/en/flow.json";
import enSecurity from "./locales/en/security.json";
import enFeedback from "./locales/en/feedback.json";
import deSession from "./locales/de/session.json";
import deFlow from "./locales/de/flow.json";
import deSecurity from "./locales/de/security.json";
import deFeedback from "./locales/de/feedback.json";
import hiSession from "./locales/hi/session.json";
import hiFlow from "./locales/hi/flow.json";
import hiSecurity from "./locales/hi/security.json";
import hiFeedback from "./locales/hi/feedback.json";
import enAccounts from "./locales/en/accounts.json";
import enStatements from "./locales/en/statements.json";
import enEnquiry from "./locales/en/enquiry.json";
import enHome from "./locales/en/home.json";
import enInsights from "./locales/en/insights.json";
import deAccounts from "./locales/de/accounts.json";
import deStatements from "./locales/de/statements.json";
import deEnquiry from "./locales/de/enquiry.json";
import deHome from "./locales/de/home.json";
import deInsights from "./locales/de/insights.json";
import hiAccounts from "./locales/hi/accounts.json";
import hiStatements from "./locales/hi/statements.json";
import hiEnquiry from "./locales/hi/enquiry.json";
import hiHome from "./locales/hi/home.json";
import hiInsights from "./locales/hi/insights.json";
import enBeneficiary from "./locales/en/beneficiary.json";
import deBeneficiary from "./locales/de/beneficiary.json";
import hiBeneficiary from "./locales/hi/beneficiary.json";
import enTransfers from "./locales/en/transfers.json";
import deTransfers from "./locales/de/transfers.json";
import hiTransfers from "./locales/hi/transfers.json";
import enFavourites from "./locales/en/favourites.json";
import deFavourites from "./locales/de/favourites.json";
import hiFavourites from "./locales/hi/favourites.json";
import enFtEnquiry from "./locales/en/ftEnquiry.json";
import deFtEnquiry from "./locales/de/ftEnquiry.json";
import hiFtEnquiry from "./locales/hi/ftEnquiry.json";

/** Every text of the app imported directly (tests and stories; the app fetches them instead). */
export const allResources: Resource = {
  en: {
    common: enCommon,
    login: enLogin,
    dashboard: enDashboard,
    errors: enErrors,
    states: enStates,
    session: enSession,
    flow: enFlow,
    security: enSecurity,
    feedback: enFeedback,
    accounts: enAccounts,
    statements: enStatements,
    enquiry: enEnquiry,
    home: enHome,
    insights: enInsights,
    beneficiary: enBeneficiary,
    transfers: enTransfers,
    favourites: enFavourites,
    ftEnquiry: enFtEnquiry,
  },
  de: {
    common: deCommon,
    login: deLogin,
    dashboard: deDashboard,
    errors: deErrors,
    states: deStates,
    session: deSession,
    flow: deFlow,
    security: deSecurity,
    feedback: deFeedback,
    accounts: deAccounts,
    statements: deStatements,
    enquiry: deEnquiry,
    home: deHome,
    insights: deInsights,
    beneficiary: deBeneficiary,
    transfers: deTransfers,
    favourites: deFavourites,
    ftEnquiry: deFtEnquiry,
  },
  hi: {
    common: hiCommon,
    login: hiLogin,
    dashboard: hiDashboard,
    errors: hiErrors,
    states: hiStates,
    session: hiSession,
    flow: hiFlow,
    security: hiSecurity,
    feedback: hiFeedback,
    accounts: hiAccounts,
    statements: hiStatements,
    enquiry: hiEnquiry,
    home: hiHome,
    insights: hiInsights,
    beneficiary: hiBeneficiary,
    transfers: hiTransfers,
    favourites: hiFavourites,
    ftEnquiry: hiFtEnquiry,
  },
};
