import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Context } from "hono";
import type { AppEnv } from "../http/context";

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

async function fileIn(root: string, urlPath: string): Promise<string | undefined> {
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
    return (await stat(full)).isFile() ? full : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built app from `distDir`: files as they are (`/assets/*` cached for a year, being
 * content-hashed), `/i18n/{lang}.json`, and `index.html` (never cached) for every other GET.
 */
export function spaHandler(distDir: string) {
  return async (c: Context<AppEnv>) => {
    const path = c.req.path;
    const file = path === "/" ? undefined : await fileIn(distDir, path);
    if (file !== undefined) {
      const type = TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
      const cache = path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
      return c.body(await readFile(file), 200, { "Content-Type": type, "Cache-Control": cache });
    }
    if (path.startsWith("/i18n/") || path.startsWith("/assets/") || extname(path) !== "") {
      return c.text("Not found", 404, { "Cache-Control": "no-store" });
    }
    const index = await fileIn(distDir, "/index.html");
    if (index === undefined) {
      return c.text("The app is not built yet: run `npm run build`.", 503, { "Cache-Control": "no-store" });
    }
    return c.body(await readFile(index), 200, {
      "Content-Type": TYPES[".html"] ?? "text/html",
      "Cache-Control": "no-cache",
    });
  };
}
