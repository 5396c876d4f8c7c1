import type { Hono } from "hono";
import { endpoints } from "../../../src/adapters/rib/contract/endpoints";
import { OPENAPI_PATH, openApiDocument, type Json } from "../../../src/adapters/rib/contract/openapi";
import type { AppEnv } from "./context";

/**
 * `GET openapi.json` under both REST roots: the OpenAPI 3.1 document of the endpoint table. No
 * session and no `UrlToken` needed (apiGuard lets it through like the health check); `no-store`
 * like every API answer. Built once, on the first request.
 */
export function registerOpenApiRoute(rest: Hono<AppEnv>): void {
  let document: Json | null = null;
  rest.get(`/${OPENAPI_PATH}`, (c) => {
    document ??= openApiDocument(endpoints);
    return c.json(document);
  });
}
