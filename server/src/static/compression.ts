import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

/**
 * How the build's text files are compressed: at build time (`vite.precompress.ts` writes `file.br`
 * and `file.gz` beside each file) and, for a file without a current copy (changed after the build),
 * again when the server starts (main.ts). The server sends the copies as they are (`spa.ts`).
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
 * The build's files worth compressing, below folders too: each text file of at least
 * {@link MIN_COMPRESSED_BYTES}, and a smaller one that has a copy beside it already (it shrank
 * after the build: its copy must not go out stale), as its path relative to `dir` with `/` between
 * folders. A missing build has none.
 */
export async function compressibleFiles(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return [];
  }
  const names = new Set(entries);
  const found: string[] = [];
  for (const entry of entries.filter(isCompressible)) {
    const stats = await stat(join(dir, entry));
    const hasCopy = Object.values(ENCODED_SUFFIX).some((suffix) => names.has(entry + suffix));
    if (stats.isFile() && (stats.size >= MIN_COMPRESSED_BYTES || hasCopy)) {
      found.push(entry.split(sep).join("/"));
    }
  }
  return found;
}

/** Whether the copy at `path` exists and is at least as new as its file (else it is stale or missing). */
async function isCurrent(path: string, fileMtimeMs: number): Promise<boolean> {
  try {
    const stats = await stat(path);
    return stats.isFile() && stats.mtimeMs >= fileMtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every file of {@link compressibleFiles} that has no
 * current copy (none yet, or one older than the file: a file changed after the build), so that a
 * stale copy is never sent; returns how many files were compressed. A fresh build has no copies,
 * so the build compresses every file; at a start of the server only the changed ones.
 */
export async function writeEncodedCopies(dir: string): Promise<number> {
  let written = 0;
  for (const file of await compressibleFiles(dir)) {
    const path = join(dir, file);
    const { mtimeMs } = await stat(path);
    const copies = Object.values(ENCODED_SUFFIX).map((suffix) => path + suffix);
    if ((await Promise.all(copies.map((copy) => isCurrent(copy, mtimeMs)))).every(Boolean)) continue;
    const bytes = await readFile(path);
    for (const encoding of ["br", "gzip"] as const) {
      await writeFile(path + ENCODED_SUFFIX[encoding], await compress(bytes, encoding));
    }
    written += 1;
  }
  return written;
}
