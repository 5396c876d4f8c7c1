import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMON_ERROR_CODES, ErrorCodes, ErrorStatus } from "./common";
import { endpointPath, endpointPaths } from "./endpoint";
import { endpoints } from "./endpoints";
import { OPENAPI_PATH, openApiDocument, pathPointer, type Json } from "./openapi";

type Operation = Json & {
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<
    string,
    Json & { content?: Record<string, { schema: Json }>; "x-error-codes"?: string[] }
  >;
};

const document = openApiDocument(endpoints) as Json & {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Json> };
};
const METHODS = ["get", "post", "put", "delete", "patch", "head", "options"];

/** Every operation of the document with its path (path items that are `$ref`s hold none). */
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method] !== undefined).map((method) => ({
    path,
    method,
    operation: item[method] as Operation,
  })),
);
const operationOf = (name: string) => {
  const found = operations.find((entry) => entry.operation.operationId === name);
  if (found === undefined) throw new Error(`no operation ${name}`);
  return found;
};

/** Resolves a local JSON Pointer (`#/a/b~1c`) in the document. */
function resolve(ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

describe("the OpenAPI document of the endpoint table", () => {
  it("is an OpenAPI 3.1 document with info, paths and components", () => {
    expect(document["openapi"]).toMatch(/^3\.1\.\d+$/);
    expect(document["info"]).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(document.paths).every((path) => path.startsWith("/"))).toBe(true);
    expect(document.components.schemas["ErrorBody"]).toMatchObject({ type: "object" });
  });

  it("has every declared call exactly once as an operation, named by the table", () => {
    const ids = operations.map((entry) => entry.operation.operationId);
    expect([...ids].sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, declaration] of Object.entries(endpoints)) {
      const { path, method } = operationOf(name);
      expect(path).toBe(endpointPath(declaration));
      expect(method).toBe(declaration.method.toLowerCase());
    }
  });

  it("lists every other path of a call as a path item referring to its primary one", () => {
    for (const declaration of Object.values(endpoints)) {
      const primary = endpointPath(declaration);
      for (const other of endpointPaths(declaration).filter((path) => path !== primary)) {
        expect(document.paths[other], other).toEqual({ $ref: pathPointer(primary) });
      }
    }
    expect(document.paths["/RIBProducer/rest/user/getServerDate"]).toBeDefined();
    expect(document.paths["/app/rest/loginUser/getCustomerId"]).toBeDefined();
  });

  it("resolves every $ref", () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(resolve(ref), ref).toBeDefined();
  });

  it("answers every error code of a declaration, and the common ones, with its status and the ErrorBody", () => {
    for (const [name, declaration] of Object.entries(endpoints)) {
      const { responses } = operationOf(name).operation;
      for (const code of new Set([...COMMON_ERROR_CODES, ...declaration.errors])) {
        const status = ErrorStatus[code as keyof typeof ErrorStatus];
        expect(status, `${name} ${code}`).toBeGreaterThanOrEqual(400);
        const response = responses[String(status)];
        expect(response?.["x-error-codes"], `${name} ${code}`).toContain(code);
        const schema = response?.content?.["application/json"]?.schema as { allOf: Json[] };
        expect(schema.allOf[0]).toEqual({ $ref: "#/components/schemas/ErrorBody" });
      }
    }
  });

  it("has the request and the answer of every call", () => {
    for (const [name, declaration] of Object.entries(endpoints)) {
      const { operation } = operationOf(name);
      expect(operation.summary).toBe(declaration.summary);
      if (declaration.method === "GET" || declaration.encoding === "none") {
        expect(operation.requestBody, name).toBeUndefined();
      } else {
        const type =
          declaration.encoding === "form" ? "application/x-www-form-urlencoded" : "application/json";
        expect(operation.requestBody?.content[type]?.schema, name).toBeTypeOf("object");
      }
      const success = operation.responses["200"]?.content ?? {};
      expect(Object.keys(success).length, name).toBeGreaterThan(0);
      for (const content of Object.values(success)) expect(content.schema, name).toBeTypeOf("object");
    }
  });

  it("puts GET fields and queryFields in the query, and the headers each call declares", () => {
    const names = (name: string, where: string) =>
      operationOf(name)
        .operation.parameters.filter((p) => p.in === where)
        .map((p) => p.name);
    expect(names("secureImage", "query")).toEqual(["id"]);
    expect(names("accountDetail", "query")).toEqual(["accountNumber", "accountType"]);
    expect(names("expenseInOut", "query")).toEqual(["accountNumber", "days", "fromDate", "toDate"]);
    expect(names("accountDetail", "header")).toEqual(["UrlToken", "Token", "X-SFAUTH-TOKEN", "X-RIB-ENC"]);
    expect(names("setUserSecurityInfo", "header")).toContain("Idempotency-Key");
    const urlToken = (name: string) =>
      operationOf(name).operation.parameters.find((p) => p.name === "UrlToken")?.required;
    expect(urlToken("serverDate")).toBe(false);
    expect(urlToken("configuration")).toBe(true);
  });

  it("describes the session, secrets, one-time code and fresh transaction password", () => {
    const secure = operationOf("setUserSecurityInfo").operation;
    expect(secure).toMatchObject({
      "x-session": "active",
      security: [{ session: [] }],
      "x-otp": { module: "SECURE_IMAGE", bind: ["secImage", "secText"], otacField: "otac" },
      "x-fresh-transaction-password": true,
      "x-idempotent": true,
    });
    expect(operationOf("login").operation).toMatchObject({
      "x-session": "none",
      security: [],
      "x-secrets": { j_password: "plain" },
    });
    expect(operationOf("login").operation.requestBody?.content).toHaveProperty(
      "application/x-www-form-urlencoded",
    );
  });

  it("gives the files and the SVG their content types", () => {
    const types = (name: string) => Object.keys(operationOf(name).operation.responses["200"]?.content ?? {});
    expect(types("statementReport")).toEqual([
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "text/html",
    ]);
    expect(types("interestCertificate")).toEqual(["application/pdf"]);
    expect(types("secureImage")).toEqual(["image/svg+xml"]);
    expect(types("authCheck")).toEqual(["image/gif"]);
  });

  it("says that amounts are paise and how dates are written", () => {
    const text = JSON.stringify(document);
    expect(text).toContain("integer paise (100 = ₹1.00)");
    const detail = operationOf("statementSearch").operation.responses["200"]?.content?.["application/json"]
      ?.schema as { properties: Record<string, Json> };
    expect(detail.properties["openingBalance"]).toMatchObject({
      type: "integer",
      description: "integer paise (100 = ₹1.00)",
    });
    expect(detail.properties["fromDate"]).toMatchObject({
      pattern: "^\\d{4}-\\d{2}-\\d{2}$",
      examples: ["2026-11-22"],
    });
    const enquiry = operationOf("transactionList").operation.requestBody?.content["application/json"]
      ?.schema as {
      properties: Record<string, Json>;
    };
    expect(enquiry.properties["fromDate"]).toMatchObject({
      description: expect.stringContaining("dd/MM/yyyy"),
    });
    expect(text).not.toContain('"NaN"');
  });

  it("is served under the REST roots at openapi.json", () => {
    expect(OPENAPI_PATH).toBe("openapi.json");
  });
});

describe("the statuses of the error codes", () => {
  it("has a status for every code of the catalogue", () => {
    expect(Object.keys(ErrorStatus).sort()).toEqual(Object.values(ErrorCodes).sort());
  });

  it("matches the statuses the reference server answers with", () => {
    const root = join(import.meta.dirname, "../../../../server/src");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const path = join(dir, entry);
        return statSync(path).isDirectory()
          ? files(path)
          : path.endsWith(".ts") && !path.endsWith(".test.ts")
            ? [path]
            : [];
      });
    const answered = files(root).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/new ApiError\(\s*(\d{3}),\s*"([A-Z_.]+)"/g)].map(
        (match) => [match[2], Number(match[1])] as const,
      ),
    );
    expect(answered.length).toBeGreaterThan(30);
    for (const [code, status] of answered) {
      // A sign-in that is not a POST answers 405 with the invalid-request code.
      if (code === "REQUEST.INVALID" && status === 405) continue;
      expect(ErrorStatus[code as keyof typeof ErrorStatus], code).toBe(status);
    }
  });
});
