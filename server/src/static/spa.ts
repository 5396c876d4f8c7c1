import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../kernel/http/context";
import {
  compress,
  compressibleFiles,
  ENCODED_SUFFIX,
  isCompressible,
  MIN_COMPRESSED_BYTES,
  readEncodedCopy,
  type ContentEncoding,
} from "./compression";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/**
 * The encoding to send for an `Accept-Encoding` header: Brotli when acceptable, else gzip, else
 * none. A coding with `q=0` is refused; `*` stands for every coding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.trim().split(";");
    const name = rawName?.trim().toLowerCase() ?? "";
    if (name === "") continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key?.trim().toLowerCase() === "q") {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    weights.set(name, q);
  }
  const weight = (name: string): number => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gz = Math.max(weight("gzip"), weights.get("x-gzip") ?? 0);
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return undefined;
}

/** Bytes on a plain ArrayBuffer, the body type a Response accepts. */
type Bytes = Uint8Array<ArrayBuffer>;

/** One file of the build, read once and kept with its compressed copies and its ETag. */
interface CachedFile {
  readonly path: string;
  readonly mtimeMs: number;
  readonly size: number;
  readonly identity: Bytes;
  readonly etag: string;
  readonly encoded: Map<ContentEncoding, Promise<Bytes>>;
}

/** The build is a bounded set of files; this keeps each one once, re-read when it changes on disk. */
const cache = new Map<string, CachedFile>();

async function fileIn(
  root: string,
  urlPath: string,
): Promise<{ path: string; mtimeMs: number; size: number } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const full = normalize(join(root, decoded));
  if (!full.startsWith(normalize(root.endsWith(sep) ? root : root + sep))) return undefined;
  try {
    const stats = await stat(full);
    return stats.isFile() ? { path: full, mtimeMs: stats.mtimeMs, size: stats.size } : undefined;
  } catch {
    return undefined;
  }
}

async function load(file: { path: string; mtimeMs: number; size: number }): Promise<CachedFile> {
  const cached = cache.get(file.path);
  if (cached !== undefined && cached.mtimeMs === file.mtimeMs && cached.size === file.size) return cached;
  // Copied once onto a plain ArrayBuffer (a Buffer may sit on a shared pool); the copy is kept.
  const identity: Bytes = new Uint8Array(await readFile(file.path));
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const entry: CachedFile = {
    path: file.path,
    mtimeMs: file.mtimeMs,
    size: file.size,
    identity,
    etag,
    encoded: new Map(),
  };
  cache.set(file.path, entry);
  return entry;
}

/** The file in `encoding`: the copy the build wrote beside it when it is current, else compressed here; kept. */
function encode(entry: CachedFile, encoding: ContentEncoding): Promise<Bytes> {
  let pending = entry.encoded.get(encoding);
  if (pending === undefined) {
    pending = readEncodedCopy(entry.path, entry.mtimeMs, encoding)
      .then((copy) => copy ?? compress(entry.identity, encoding))
      .then((compressed): Bytes => new Uint8Array(compressed));
    entry.encoded.set(encoding, pending);
  }
  return pending;
}

/** `If-None-Match` names this ETag (or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/** The languages of the sign-in pages the build renders (vite.prerender.ts). */
const SIGN_IN_LANGUAGES = new Set(["en", "de", "hi"]);

/** The language of the sign-in page for a `rib.lang` cookie's value: a language the build has, else English. */
export function signInLanguage(cookie: string | undefined): string {
  return cookie !== undefined && SIGN_IN_LANGUAGES.has(cookie) ? cookie : "en";
}

async function send(
  c: Context<AppEnv>,
  file: { path: string; mtimeMs: number; size: number },
  cacheControl: string,
  varyOn?: string,
): Promise<Response> {
  const entry = await load(file);
  const extension = extname(file.path).toLowerCase();
  const type = TYPES[extension] ?? "application/octet-stream";
  const compressible = isCompressible(file.path) && entry.identity.length >= MIN_COMPRESSED_BYTES;
  const encoding = compressible ? chooseEncoding(c.req.header("Accept-Encoding")) : undefined;
  // One ETag per representation, so that a cache never answers one encoding with the other's bytes.
  const etag = encoding === undefined ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`;
  const headers: Record<string, string> = { "Content-Type": type, "Cache-Control": cacheControl, ETag: etag };
  const vary = [...(compressible ? ["Accept-Encoding"] : []), ...(varyOn !== undefined ? [varyOn] : [])];
  if (vary.length > 0) headers.Vary = vary.join(", ");
  if (matches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
  if (encoding === undefined) return c.body(entry.identity, 200, headers);
  const body = await encode(entry, encoding);
  return c.body(body, 200, { ...headers, "Content-Encoding": encoding });
}

/**
 * Prepares every text file of the build ahead of its first request (Brotli and gzip), one file
 * after another, so that the first customer after a start is not the one who waits for it: the
 * copies the build wrote are read, and a file without a current copy is compressed here.
 * Returns how many files were prepared; a missing build prepares none.
 */
export async function precompressBuild(distDir: string): Promise<number> {
  let prepared = 0;
  for (const path of await compressibleFiles(distDir)) {
    const file = await fileIn(distDir, `/${path}`);
    if (file === undefined) continue;
    const cached = await load(file);
    await encode(cached, "br");
    await encode(cached, "gzip");
    prepared += 1;
  }
  return prepared;
}

/**
 * Serves the built app from `distDir`: files as they are (`/assets/*` cached for a year, being
 * content-hashed), `/i18n/{lang}.json`, and `index.html` (never cached without revalidation) for
 * every other GET. Text files go out with Brotli or gzip when the browser accepts it (compressed
 * once and kept), every file with an ETag that answers a matching `If-None-Match` with 304. Only
 * the build's own files are compressed, never API answers, which carry tokens (docs/DECISIONS.md).
 */
export function spaHandler(distDir: string) {
  return async (c: Context<AppEnv>) => {
    const path = c.req.path;
    // The build's compressed copies go out only as the encoding of their file, never by their own name.
    const isCopy = Object.values(ENCODED_SUFFIX).some((suffix) => path.endsWith(suffix));
    const file = path === "/" || isCopy ? undefined : await fileIn(distDir, path);
    if (file !== undefined) {
      const cacheControl = path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
      return send(c, file, cacheControl);
    }
    if (path.startsWith("/i18n/") || path.startsWith("/assets/") || extname(path) !== "") {
      return c.text("Not found", 404, { "Cache-Control": "no-store" });
    }
    // At `/` the sign-in page rendered at build time, in the language the customer chose last on
    // this browser (the `rib.lang` cookie; English by default), so it paints before any script (D49).
    if (path === "/") {
      const signIn = await fileIn(distDir, `/signin.${signInLanguage(getCookie(c, "rib.lang"))}.html`);
      if (signIn !== undefined) return send(c, signIn, "no-cache", "Cookie");
    }
    const index = await fileIn(distDir, "/index.html");
    if (index === undefined) {
      return c.text("The app is not built yet: run `npm run build`.", 503, { "Cache-Control": "no-store" });
    }
    return send(c, index, "no-cache");
  };
}
