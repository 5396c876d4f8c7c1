import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

/**
 * How the build's text files are compressed: once at build time (`vite.precompress.ts` writes
 * `file.br` and `file.gz` beside each file) and, for a file without a current copy, once in the
 * server's memory. Both use {@link compress}, so the bytes are the same either way.
 */

/** Text types worth compressing (images and fonts are compressed formats already). */
export const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".webmanifest",
  ".ico",
]);

/** Below this size a compressed copy saves less than its headers cost. */
export const MIN_COMPRESSED_BYTES = 1024;

export type ContentEncoding = "br" | "gzip";

/** The file name ending of each encoding's copy beside the file. */
export const ENCODED_SUFFIX: Record<ContentEncoding, string> = { br: ".br", gzip: ".gz" };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a text file's bytes: Brotli (quality 9, text mode) or gzip (level 9). */
export async function compress(bytes: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array> {
  return encoding === "br"
    ? brotli(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: 9 });
}

/** Whether a file of this name is compressed (its size is checked apart, {@link MIN_COMPRESSED_BYTES}). */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase());
}

/**
 * The copy of `path` in `encoding` written beside it at build time, when there is one at least as
 * new as the file (a file changed after the build has no current copy): else undefined.
 */
export async function readEncodedCopy(
  path: string,
  fileMtimeMs: number,
  encoding: ContentEncoding,
): Promise<Uint8Array | undefined> {
  const copy = path + ENCODED_SUFFIX[encoding];
  try {
    const stats = await stat(copy);
    if (!stats.isFile() || stats.mtimeMs < fileMtimeMs) return undefined;
    return await readFile(copy);
  } catch {
    return undefined;
  }
}

/**
 * The build's files worth compressing, below folders too: each text file of at least
 * {@link MIN_COMPRESSED_BYTES}, as its path relative to `dir` with `/` between folders. A missing
 * build has none.
 */
export async function compressibleFiles(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries.filter(isCompressible)) {
    const stats = await stat(join(dir, entry));
    if (stats.isFile() && stats.size >= MIN_COMPRESSED_BYTES) found.push(entry.split(sep).join("/"));
  }
  return found;
}

/**
 * Writes `file.br` and `file.gz` beside every file of {@link compressibleFiles}; returns how many
 * files were compressed.
 */
export async function writeEncodedCopies(dir: string): Promise<number> {
  const files = await compressibleFiles(dir);
  for (const file of files) {
    const path = join(dir, file);
    const bytes = await readFile(path);
    for (const encoding of ["br", "gzip"] as const) {
      await writeFile(path + ENCODED_SUFFIX[encoding], await compress(bytes, encoding));
    }
  }
  return files.length;
}
