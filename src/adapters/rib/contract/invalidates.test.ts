import { describe, expect, it } from "vitest";
import type { Endpoint } from "./endpoint";
import { endpoints, type EndpointName } from "./endpoints";

/**
 * The POST calls that change nothing a read answers: each only reads (a search, a check, a file),
 * so it declares no `invalidates`. Every other POST changes state and declares what it makes stale.
 */
const POST_READS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  "checkFailCount",
  "userSecurityInfo",
  "secretKey",
  "checkUser",
  "securityCheckNewPwd",
  "accountDetail",
  "transactionList",
  "transactionListFraud",
  "checkDuplicateFraudTrans",
  "statementSearch",
  "statementReport",
  "interestCertificate",
  "inflowOutflowReport",
  "neftRtgsCharges",
  "paymentReceipt",
  "fundTransactionList",
  "benAccountLookup",
  "checkBenIfsc",
  "ifscSearch",
]);

const table: readonly (readonly [EndpointName, Endpoint])[] = (Object.keys(endpoints) as EndpointName[]).map(
  (name) => [name, endpoints[name]] as const,
);

/** Whether a call only reads: every GET, and the POSTs of {@link POST_READS}. */
const isRead = (name: EndpointName, declaration: Endpoint): boolean =>
  declaration.method === "GET" || POST_READS.has(name);

describe("what a write makes stale (invalidates)", () => {
  it("is declared by every call that changes state, and by no read", () => {
    const writesWithout = table
      .filter(([name, declaration]) => !isRead(name, declaration) && declaration.invalidates === undefined)
      .map(([name]) => name);
    const readsWith = table
      .filter(([name, declaration]) => isRead(name, declaration) && declaration.invalidates !== undefined)
      .map(([name]) => name);
    expect(writesWithout).toEqual([]);
    expect(readsWith).toEqual([]);
  });

  it("is declared by every call with an idempotency key", () => {
    const idempotent = table.filter(([, declaration]) => declaration.idempotent === true);
    expect(idempotent.length).toBeGreaterThan(10);
    expect(idempotent.filter(([, declaration]) => declaration.invalidates === undefined)).toEqual([]);
  });

  it("names only reads of the table, each once", () => {
    for (const [name, declaration] of table) {
      const stale = declaration.invalidates ?? [];
      expect(new Set(stale).size, name).toBe(stale.length);
      for (const read of stale) {
        const target = (endpoints as Readonly<Record<string, Endpoint>>)[read];
        expect(target !== undefined && isRead(read as EndpointName, target), `${name} -> ${read}`).toBe(true);
      }
    }
  });

  it("lists the POST reads among the table's POSTs (none stale or misplaced)", () => {
    for (const name of POST_READS) expect(endpoints[name].method, name).toBe("POST");
  });

  it("makes every balance and the payees stale after a payment", () => {
    for (const payment of ["fundsTransferWithinBank", "neftRtgs", "neftRtgsCutOffConfirm"] as const) {
      expect(endpoints[payment].invalidates).toEqual(
        expect.arrayContaining([
          "accountList",
          "accountDetail",
          "dashboardSummary",
          "transactionList",
          "transferSourceAccounts",
          "neftRtgsLimits",
          "activeBeneficiariesWithinBank",
          "activeBeneficiariesOtherBank",
        ]),
      );
    }
  });

  it("makes every answer that shows an account's nickname stale after a nickname change", () => {
    expect(endpoints.updateNicknames.invalidates).toEqual(
      expect.arrayContaining([
        "accountList",
        "closedAccountList",
        "statementAccountList",
        "enquiryAccountList",
        "accountNicknames",
        "accountNames",
        "accountDetail",
        "dashboardSummary",
        "transferSourceAccounts",
      ]),
    );
  });

  it("makes the pending list and the payee lists stale when a beneficiary changes", () => {
    expect(endpoints.beneficiaryAdd.invalidates).toContain("pendingBeneficiaryList");
    expect(endpoints.pendingBeneficiaryDelete.invalidates).toContain("pendingBeneficiaryList");
    const payees = ["beneficiaryList", "activeBeneficiariesWithinBank", "activeBeneficiariesOtherBank"];
    for (const change of [
      "beneficiaryUpdateStatus",
      "beneficiaryUpdate",
      "beneficiaryRaiseLimit",
      "beneficiaryDelete",
    ] as const) {
      expect(endpoints[change].invalidates).toEqual(expect.arrayContaining(payees));
    }
  });
});
