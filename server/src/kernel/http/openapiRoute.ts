import type { Hono } from "hono";
import { ALT_REST_ROOT, SERVICE_ROOTS } from "../../../../src/adapters/rib/contract/endpoint";
import { endpoints } from "../../../../src/adapters/rib/contract/endpoints";
import { OPENAPI_PATH, openApiDocument, type Json } from "../../../../src/adapters/rib/contract/openapi";
import type { AppEnv } from "./context";

/**
 * `GET openapi.json` under both REST roots: the OpenAPI 3.1 document of the endpoint table. It
 * is the contract's description, not a call of the bank, so it is registered before the calls and
 * needs no session and no `UrlToken`; `no-store` like every API answer. Built once, on the first
 * request.
 */
export function registerOpenApiRoute(app: Hono<AppEnv>): void {
  let document: Json | null = null;
  for (const root of [SERVICE_ROOTS.rest, ALT_REST_ROOT]) {
    app.get(`${root}${OPENAPI_PATH}`, (c) => {
      document ??= openApiDocument(endpoints);
      return c.json(document, 200, { "Cache-Control": "no-store", Pragma: "no-cache" });
    });
  }
}
