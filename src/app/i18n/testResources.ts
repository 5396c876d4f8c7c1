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

/** Every text of the app imported directly (tests and stories; the app fetches them instead). */
export const allResources: Resource = {
  en: { common: enCommon, login: enLogin, dashboard: enDashboard, errors: enErrors, states: enStates },
  de: { common: deCommon, login: deLogin, dashboard: deDashboard, errors: deErrors, states: deStates },
  hi: { common: hiCommon, login: hiLogin, dashboard: hiDashboard, errors: hiErrors, states: hiStates },
};
