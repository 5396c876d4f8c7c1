import { mutationOptions } from "@tanstack/react-query";
import type { Bank, BankCalls, BinaryFile } from "../adapters/rib/BankClient";
import type { EndpointName, Endpoints } from "../adapters/rib/contract/endpoints";

/**
 * The calls whose declaration answers with a file (`response.kind === "file"`): the client reads
 * their bytes and names the file by the bank's `Content-Disposition`, else by the declaration's
 * `fallbackName`, and the file keeps the content type the bank sent (one of its `contentTypes`).
 */
export type FileCallName = {
  readonly [K in EndpointName]: Endpoints[K]["response"] extends { readonly kind: "file" } ? K : never;
}[EndpointName];

/**
 * Saves a file the bank answered through a hidden anchor with `download` (the browser's own save,
 * nothing kept in storage); the object URL is released once the click has been handled.
 */
function saveFile(file: BinaryFile): void {
  const url = URL.createObjectURL(file.blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

/**
 * The mutation of a call that answers with a file: asks the bank (key `[name]`) and saves the file
 * the browser's way. The screen keeps its own words and focus: it reads the mutation's pending,
 * success (the saved file's name) and error states, as with any other mutation.
 */
export const fileDownloadMutation = <K extends FileCallName>(bank: Bank, name: K) =>
  mutationOptions({
    mutationKey: [name],
    // Every call of FileCallName answers a BinaryFile (ResponseOf); the compiler cannot see it for a generic K.
    mutationFn: (request: BankCalls[K]["request"]): Promise<BinaryFile> =>
      bank.call(name, request) as Promise<BinaryFile>,
    onSuccess: (file: BinaryFile) => saveFile(file),
  });
