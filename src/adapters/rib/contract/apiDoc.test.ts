import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { API_DOC_FILE, renderApiDoc } from "../../../../scripts/apiDoc";
import { API_DOC_COMMAND, CALLS_END, CALLS_START, apiCallReference, withCallReference } from "./apiDoc";
import { endpoints } from "./endpoints";

describe("docs/API.md's call reference", () => {
  it("is the one the endpoint table generates", async () => {
    const current = await readFile(API_DOC_FILE, "utf8");
    const expected = await renderApiDoc(current);
    // On failure: run the command below and commit docs/API.md.
    expect(current === expected, `docs/API.md is stale: run \`${API_DOC_COMMAND}\``).toBe(true);
    // Formatting with Prettier takes seconds on a busy machine; the test must not race the clock.
  }, 120_000);

  it("lists every call with its method, path, session and errors", () => {
    const reference = apiCallReference(endpoints);
    for (const name of Object.keys(endpoints)) expect(reference).toContain(`### \`${name}\`: `);
    expect(reference).toContain("### `login`: `POST /app/authentication`");
    expect(reference).toContain(
      "Also at `/app/rest/loginUser/getCustomerId`, `/RIBProducer/rest/getCustomerId`",
    );
    expect(reference).toContain("**423** `LOGIN.LOCKED`");
    expect(reference).toContain("integer paise (100 = ₹1.00)");
    expect(reference).toContain(
      "One-time code: a validated code of module `SECURE_IMAGE` bound to `secImage`, `secText`",
    );
  });

  it("replaces only what is between the markers", () => {
    const document = `# Title\n\nProse.\n\n${CALLS_START}\nold\n${CALLS_END}\n\nMore prose.\n`;
    expect(withCallReference(document, "new")).toBe(
      `# Title\n\nProse.\n\n${CALLS_START}\n\nnew\n\n${CALLS_END}\n\nMore prose.\n`,
    );
    expect(() => withCallReference("# No markers\n", "new")).toThrow(/calls:start/);
  });
});
