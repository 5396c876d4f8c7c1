import type { BinaryFile } from "../../adapters/rib/BankClient";

/**
 * Saves a file the bank answered through a hidden anchor with `download` (the browser's own save,
 * nothing kept in storage); the object URL is released once the click has been handled.
 */
export function saveFile(file: BinaryFile): void {
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
