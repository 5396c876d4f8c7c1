import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import type { AppEnv } from "../kernel/http/context";
import { ENCODED_SUFFIX } from "./compression";

/** The languages of the sign-in pages the build renders (vite.prerender.ts). */
const SIGN_IN_LANGUAGES = new Set(["en", "de", "hi"]);

/** The language of the sign-in page for a `rib.lang` cookie's value: a language the build has, else English. */
export function signInLanguage(cookie: string | undefined): string {
  return cookie !== undefined && SIGN_IN_LANGUAGES.has(cookie) ? cookie : "en";
}

/** Content-hashed, so a browser keeps them for a year without asking again. */
const ASSET_CACHE = "public, max-age=31536000, immutable";
/** Kept, but revalidated with its ETag before each use. */
const PAGE_CACHE = "no-cache";

/**
 * The security headers (`securityHeaders`) a 304 keeps beside the ones the library keeps, so that
 * the answer to a revalidation carries the same policy as the file's first answer.
 */
const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "strict-transport-security",
];

/** A path that names one of the build's compressed copies (`x.js.br`, `x.js.gz`). */
const isCopy = (path: string): boolean =>
  Object.values(ENCODED_SUFFIX).some((suffix) => path.endsWith(suffix));

/** The requests whose file went out as it is although the build has a compressed copy of it. */
const sentPlainWithCopy = new WeakSet<object>();

/**
 * The library's static file handler over the build, with its compressed copies (`precompressed`):
 * made at the first request that finds the build, since it warns once made over a missing folder.
 */
function filesOf(distDir: string, path?: string): MiddlewareHandler<AppEnv> {
  let serve: MiddlewareHandler<AppEnv> | undefined;
  return (c, next) => {
    serve ??= existsSync(distDir)
      ? serveStatic<AppEnv>({
          root: distDir,
          ...(path === undefined ? {} : { path }),
          precompressed: true,
          onFound: (found, context) => {
            if (!isCopy(found) && Object.values(ENCODED_SUFFIX).some((suffix) => existsSync(found + suffix)))
              sentPlainWithCopy.add(context);
          },
        })
      : undefined;
    return serve === undefined ? next() : serve(c, next);
  };
}

/**
 * Serves the built app from `distDir` on `app`'s GET requests that no call answered, through
 * `@hono/node-server`'s `serveStatic`: files as they are (`/assets/*` cached for a year, being
 * content-hashed), `/i18n/{lang}.json`, and `index.html` (never cached without revalidation) for
 * every other path that names no file. A text file goes out as the Brotli or gzip copy the build
 * wrote beside it (vite.precompress.ts) when `Accept-Encoding` names that coding, every file with an
 * ETag (`hono/etag`, over the bytes sent, so each encoding has its own) that answers a matching
 * `If-None-Match` with 304. Only the build's own files are compressed, never API answers, which
 * carry tokens (docs/DECISIONS.md, D18).
 */
export function registerStaticFiles(app: Hono<AppEnv>, distDir: string): void {
  const files = filesOf(distDir);
  const index = filesOf(distDir, "index.html");
  const signInPage = (lang: string): string => `signin.${lang}.html`;
  const signIn = new Map([...SIGN_IN_LANGUAGES].map((lang) => [lang, filesOf(distDir, signInPage(lang))]));
  const notFound = (c: Context<AppEnv>): Response =>
    c.text("Not found", 404, { "Cache-Control": "no-store" });

  app.get(
    "*",
    // The build's compressed copies go out only as the encoding of their file, never by their own name.
    async (c, next) => (isCopy(c.req.path) ? notFound(c) : next()),
    etag({ retainedHeaders: [...RETAINED_304_HEADERS, ...SECURITY_HEADERS] }),
    // A file sent as it is although a compressed copy exists was still chosen by `Accept-Encoding`.
    async (c, next) => {
      await next();
      if (sentPlainWithCopy.has(c) && !/\baccept-encoding\b/i.test(c.res.headers.get("Vary") ?? "")) {
        c.header("Vary", "Accept-Encoding", { append: true });
      }
    },
    // At `/` the sign-in page rendered at build time, in the language the customer chose last on
    // this browser (the `rib.lang` cookie; English by default), so it paints before any script (D49).
    async (c, next) => {
      if (c.req.path !== "/") return next();
      const lang = signInLanguage(getCookie(c, "rib.lang"));
      const serve = signIn.get(lang);
      // A build without the sign-in pages answers `/` with the plain `index.html`.
      if (serve === undefined || !existsSync(join(distDir, signInPage(lang)))) return next();
      c.header("Cache-Control", PAGE_CACHE);
      c.header("Vary", "Cookie");
      return serve(c, next);
    },
    async (c, next) => {
      c.header("Cache-Control", c.req.path.startsWith("/assets/") ? ASSET_CACHE : PAGE_CACHE);
      return files(c, next);
    },
    async (c, next) => {
      const path = c.req.path;
      if (path.startsWith("/i18n/") || path.startsWith("/assets/") || extname(path) !== "")
        return notFound(c);
      c.header("Cache-Control", PAGE_CACHE);
      return index(c, next);
    },
    (c) => c.text("The app is not built yet: run `npm run build`.", 503, { "Cache-Control": "no-store" }),
  );
}
