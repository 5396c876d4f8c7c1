import { EmptyRequest } from "../common";
import { ConfigurationResponse, ServerDateResponse } from "../config";
import { endpoint } from "../endpoint";

/** The calls of configuration (spec 000 §7). */
export const configEndpoints = {
  serverDate: endpoint({
    summary: "The application date, the only 'today' of the bank; doubles as the health check.",
    spec: "000 §7",
    method: "GET",
    root: "rest",
    path: "user/getServerDate",
    request: EmptyRequest,
    encoding: "none",
    response: { kind: "json", schema: ServerDateResponse },
    session: "none",
    withoutUrlToken: true,
    errors: [],
  }),
  configuration: endpoint({
    summary: "Limits, the one-time-code policy, time-outs and the configuration key.",
    spec: "000 §7",
    method: "GET",
    root: "rest",
    path: "getConfigurationData",
    request: EmptyRequest,
    encoding: "none",
    response: { kind: "json", schema: ConfigurationResponse },
    session: "none",
    errors: [],
  }),
} as const;
