import { mkdtemp, mkdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../kernel/http/context";
import { securityHeaders } from "../kernel/http/middleware";
import { MIN_COMPRESSED_BYTES, writeEncodedCopies } from "./compression";
import { registerStaticFiles } from "./spa";

let distDir: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;
const html = `<!doctype html><html lang="en"><title>Bank</title>${"<p>Welcome</p>".repeat(100)}</html>`;

/** A file's date moved `seconds` from now, so that a copy and its file are told apart by age. */
async function dated(path: string, seconds: number): Promise<void> {
  const when = new Date(Date.now() + seconds * 1000);
  await utimes(path, when, when);
}

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), "rib-spa-"));
  await mkdir(join(distDir, "assets"));
  await writeFile(join(distDir, "index.html"), html);
  await writeFile(join(distDir, "assets", "app-1234.js"), script);
  await writeFile(join(distDir, "assets", "tiny-1234.js"), "console.log(1)");
  await writeFile(join(distDir, "assets", "logo-1234.png"), Buffer.alloc(4096, 7));
  // As the build leaves it (vite.precompress.ts): a Brotli and a gzip copy beside each text file.
  await writeEncodedCopies(distDir);
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

function appOver(dir: string, withSecurityHeaders = false) {
  const hono = new Hono<AppEnv>();
  if (withSecurityHeaders)
    hono.use("*", securityHeaders({ trustProxy: 0, publicUrl: "https://bank.example" }));
  registerStaticFiles(hono, dir);
  return hono;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  appOver(distDir).request(path, { headers });

describe("compressed build files", () => {
  it("sends a script with Brotli or gzip as the browser asks, the same bytes once decoded", async () => {
    const plain = await get("/assets/app-1234.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");

    const br = await get("/assets/app-1234.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(br.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(brBytes).toString("utf8")).toBe(script);

    const gz = await get("/assets/app-1234.js", { "Accept-Encoding": "gzip, deflate" });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(script);

    const identity = await get("/assets/app-1234.js", { "Accept-Encoding": "identity" });
    expect(identity.headers.get("Content-Encoding")).toBeNull();
    expect(await identity.text()).toBe(script);
  });

  it("compresses index.html for every screen, but not tiny files or images", async () => {
    const screen = await get("/accounts/list", { "Accept-Encoding": "br" });
    expect(screen.headers.get("Content-Encoding")).toBe("br");
    expect(screen.headers.get("Cache-Control")).toBe("no-cache");
    expect(brotliDecompressSync(Buffer.from(await screen.arrayBuffer())).toString("utf8")).toBe(html);

    const tiny = await get("/assets/tiny-1234.js", { "Accept-Encoding": "br" });
    expect("console.log(1)".length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(tiny.headers.get("Content-Encoding")).toBeNull();
    expect(await tiny.text()).toBe("console.log(1)");

    const image = await get("/assets/logo-1234.png", { "Accept-Encoding": "br" });
    expect(image.headers.get("Content-Encoding")).toBeNull();
    expect(image.headers.get("Vary")).toBeNull();
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).length).toBe(4096);
  });

  it("answers 404 for an unknown file, a translation or asset that is not there, and a path outside the build", async () => {
    for (const path of ["/assets/nothing-1234.js", "/i18n/xx.json", "/favicon.ico", "/../package.json"]) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      expect(await answer.text()).toBe("Not found");
    }
    expect((await get("/%2e%2e/package.json")).status).toBe(404);
  });

  it("answers every path of the app with 503 and no-store while the app is not built", async () => {
    const unbuilt = await appOver(join(distDir, "no-such-build")).request("/accounts/list");
    expect(unbuilt.status).toBe(503);
    expect(unbuilt.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("revalidation", () => {
  it("answers a matching If-None-Match with 304 and no body, per encoding", async () => {
    const first = await get("/", { "Accept-Encoding": "br" });
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);
    const again = await get("/", { "Accept-Encoding": "br", "If-None-Match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe("no-cache");
    expect(again.headers.get("Vary")).toBe("Accept-Encoding");

    // The Brotli copy's tag does not validate the plain copy.
    const plain = await get("/", { "If-None-Match": etag ?? "" });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(html);
    expect(plain.headers.get("ETag")).not.toBe(etag);
  });

  it("keeps the security headers of the first answer on a 304", async () => {
    const app = appOver(distDir, true);
    const first = await app.request("/assets/app-1234.js", { headers: { "Accept-Encoding": "br" } });
    const again = await app.request("/assets/app-1234.js", {
      headers: { "Accept-Encoding": "br", "If-None-Match": first.headers.get("ETag") ?? "" },
    });
    expect(again.status).toBe(304);
    const policy = [
      "Content-Security-Policy",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "X-Frame-Options",
      "Permissions-Policy",
      "Cross-Origin-Opener-Policy",
      "Cross-Origin-Resource-Policy",
      "Strict-Transport-Security",
      "Cache-Control",
    ];
    for (const name of policy) {
      expect(first.headers.get(name), name).not.toBeNull();
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    }
  });

  it("serves the new content with a new ETag once a file changes on disk", async () => {
    const before = await get("/");
    const oldTag = before.headers.get("ETag") ?? "";
    const changed = html.replace("Welcome", "Namaste");
    await writeFile(join(distDir, "index.html"), changed);
    await dated(join(distDir, "index.html"), 5);
    const after = await get("/", { "If-None-Match": oldTag });
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(changed);
    expect(after.headers.get("ETag")).not.toBe(oldTag);
  });
});

describe("the copies the build compressed (D52)", () => {
  let built: string;
  const served = (path: string, encoding: string) =>
    appOver(built).request(path, { headers: { "Accept-Encoding": encoding } });
  beforeAll(async () => {
    built = await mkdtemp(join(tmpdir(), "rib-spa-built-"));
    await mkdir(join(built, "assets"));
    await writeFile(join(built, "assets", "app-1234.js"), script);
    await writeFile(join(built, "assets", "stale-1234.js"), script);
    await writeFile(join(built, "assets", "tiny-1234.js"), "console.log(1)");
    await writeFile(join(built, "assets", "logo-1234.png"), Buffer.alloc(4096, 7));
  });
  afterAll(async () => {
    await rm(built, { recursive: true, force: true });
  });

  it("writes a Brotli and a gzip copy beside each text file large enough, and none of a missing build", async () => {
    expect(await writeEncodedCopies(built)).toBe(2);
    expect(brotliDecompressSync(await readFile(join(built, "assets", "app-1234.js.br"))).toString()).toBe(
      script,
    );
    expect(gunzipSync(await readFile(join(built, "assets", "app-1234.js.gz"))).toString()).toBe(script);
    await expect(readFile(join(built, "assets", "tiny-1234.js.br"))).rejects.toThrow();
    await expect(readFile(join(built, "assets", "logo-1234.png.br"))).rejects.toThrow();
    expect(await writeEncodedCopies(join(built, "no-such-build"))).toBe(0);
    // Every copy is current now: a start of the server compresses nothing.
    expect(await writeEncodedCopies(built)).toBe(0);
  });

  it("sends a current copy as it is, and never a copy by its own name", async () => {
    // A copy the server could not have made itself proves it is the one sent.
    const marked = `${script}// compressed at build time\n`;
    await writeFile(join(built, "assets", "app-1234.js.br"), brotliCompressSync(marked));
    await dated(join(built, "assets", "app-1234.js.br"), 5);
    const current = await served("/assets/app-1234.js", "br");
    expect(current.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await current.arrayBuffer())).toString()).toBe(marked);

    for (const copy of ["/assets/app-1234.js.br", "/assets/app-1234.js.gz"]) {
      const byName = await served(copy, "br");
      expect(byName.status).toBe(404);
      expect(byName.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("writes new copies of a file changed after its copies, and only of that file", async () => {
    const marked = `${script}// compressed before the file changed\n`;
    await writeFile(join(built, "assets", "stale-1234.js.br"), brotliCompressSync(marked));
    await dated(join(built, "assets", "stale-1234.js.br"), -60);
    expect(await writeEncodedCopies(built)).toBe(1);
    const fresh = await served("/assets/stale-1234.js", "br");
    expect(brotliDecompressSync(Buffer.from(await fresh.arrayBuffer())).toString()).toBe(script);
  });

  it("writes new copies of a file that shrank below the size worth compressing, so none goes out stale", async () => {
    await writeFile(join(built, "assets", "app-1234.js"), "console.log(2)");
    await dated(join(built, "assets", "app-1234.js"), 60);
    expect(await writeEncodedCopies(built)).toBe(1);
    const small = await served("/assets/app-1234.js", "gzip");
    expect(gunzipSync(Buffer.from(await small.arrayBuffer())).toString()).toBe("console.log(2)");
  });
});

describe("the sign-in page rendered at build time (D49)", () => {
  const signIn = (lang: string) =>
    `<!doctype html><html lang="${lang}"><div id="root" data-prerendered="${lang}"></div></html>`;
  let withPages: string;
  beforeAll(async () => {
    withPages = await mkdtemp(join(tmpdir(), "rib-spa-signin-"));
    await writeFile(join(withPages, "index.html"), html);
    for (const lang of ["en", "de", "hi"])
      await writeFile(join(withPages, `signin.${lang}.html`), signIn(lang));
  });
  afterAll(async () => {
    await rm(withPages, { recursive: true, force: true });
  });
  const getFrom = (path: string, cookie?: string) =>
    appOver(withPages).request(path, { headers: cookie === undefined ? {} : { Cookie: cookie } });

  it("answers / with the page in the language of the rib.lang cookie, English without one, and varies on it", async () => {
    const english = await getFrom("/");
    expect(await english.text()).toBe(signIn("en"));
    expect(english.headers.get("Vary")).toContain("Cookie");
    expect(english.headers.get("Cache-Control")).toBe("no-cache");
    expect(english.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await (await getFrom("/", "CSRF-ID=abc; rib.lang=de")).text()).toBe(signIn("de"));
    expect(await (await getFrom("/", "rib.lang=hi")).text()).toBe(signIn("hi"));
  });

  it("answers an unknown or malformed language with English, never a path of the cookie's choosing", async () => {
    for (const cookie of ["rib.lang=fr", "rib.lang=../index", "rib.lang=", "rib.lang"]) {
      expect(await (await getFrom("/", cookie)).text()).toBe(signIn("en"));
    }
  });

  it("keeps the plain page for every other path of the app, whose content is not sign-in", async () => {
    const logout = await getFrom("/logout", "rib.lang=de");
    expect(await logout.text()).toBe(html);
    expect(logout.headers.get("Vary")).toBeNull();
  });

  it("falls back to the plain page when the build has no sign-in pages", async () => {
    const page = await get("/");
    expect(page.headers.get("Vary") ?? "").not.toContain("Cookie");
    const text = await page.text();
    expect(text).toContain("<title>Bank</title>");
    expect(text).not.toContain("data-prerendered");
  });
});
