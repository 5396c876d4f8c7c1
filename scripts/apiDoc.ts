/**
 * Writes the call reference of docs/API.md from the endpoint table (`npm run docs:api`): the part
 * between `<!-- calls:start -->` and `<!-- calls:end -->`; the prose around it stays as written.
 * The result is formatted with the project's Prettier settings, so `prettier --check` agrees, and
 * src/adapters/rib/contract/apiDoc.test.ts fails when the file is stale.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { apiCallReference, withCallReference } from "../src/adapters/rib/contract/apiDoc";
import { endpoints } from "../src/adapters/rib/contract/endpoints";

/** docs/API.md. */
export const API_DOC_FILE = fileURLToPath(new URL("../docs/API.md", import.meta.url));

/** docs/API.md as `npm run docs:api` writes it, given its current text. */
export async function renderApiDoc(current: string): Promise<string> {
  const options = (await prettier.resolveConfig(API_DOC_FILE)) ?? {};
  return prettier.format(withCallReference(current, apiCallReference(endpoints)), {
    ...options,
    filepath: API_DOC_FILE,
  });
}

async function main(): Promise<void> {
  const current = await readFile(API_DOC_FILE, "utf8");
  const next = await renderApiDoc(current);
  if (next === current) {
    console.log("docs/API.md is up to date.");
    return;
  }
  await writeFile(API_DOC_FILE, next);
  console.log("docs/API.md: call reference written.");
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
