import { mkdtemp, mkdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../kernel/http/context";
import { MIN_COMPRESSED_BYTES, writeEncodedCopies } from "./compression";
import { chooseEncoding, precompressBuild, spaHandler } from "./spa";

let distDir: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;
const html = `<!doctype html><html lang="en"><title>Bank</title>${"<p>Welcome</p>".repeat(100)}</html>`;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), "rib-spa-"));
  await mkdir(join(distDir, "assets"));
  await writeFile(join(distDir, "index.html"), html);
  await writeFile(join(distDir, "assets", "app-1234.js"), script);
  await writeFile(join(distDir, "assets", "tiny-1234.js"), "console.log(1)");
  await writeFile(join(distDir, "assets", "logo-1234.png"), Buffer.alloc(4096, 7));
});
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

function app() {
  const hono = new Hono<AppEnv>();
  hono.get("*", spaHandler(distDir));
  return hono;
}

const get = (path: string, headers: Record<string, string> = {}) => app().request(path, { headers });

describe("chooseEncoding", () => {
  it("prefers Brotli, falls back to gzip, and honours q=0 and *", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("gzip;q=0, br;q=0")).toBeUndefined();
    expect(chooseEncoding("")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe("compressed build files", () => {
  it("sends a script with Brotli or gzip as the browser asks, the same bytes once decoded", async () => {
    const plain = await get("/assets/app-1234.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");

    const br = await get("/assets/app-1234.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Cache-Control")).toContain("immutable");
    expect(br.headers.get("Content-Type")).toContain("javascript");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(brBytes).toString("utf8")).toBe(script);

    const gz = await get("/assets/app-1234.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(script);
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
    expect(Buffer.from(await image.arrayBuffer()).length).toBe(4096);
  });
});

describe("revalidation", () => {
  it("answers a matching If-None-Match with 304 and no body, per encoding", async () => {
    const first = await get("/", { "Accept-Encoding": "br" });
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get("/", { "Accept-Encoding": "br", "If-None-Match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);

    // The Brotli copy's tag does not validate the plain copy.
    const plain = await get("/", { "If-None-Match": etag ?? "" });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(html);
    expect(plain.headers.get("ETag")).not.toBe(etag);
  });

  it("serves the new content with a new ETag once a file changes on disk", async () => {
    const before = await get("/");
    const oldTag = before.headers.get("ETag") ?? "";
    const changed = html.replace("Welcome", "Namaste");
    await writeFile(join(distDir, "index.html"), changed);
    const later = new Date(Date.now() + 5000);
    await utimes(join(distDir, "index.html"), later, later);
    const after = await get("/", { "If-None-Match": oldTag });
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(changed);
    expect(after.headers.get("ETag")).not.toBe(oldTag);
  });
});

describe("precompressBuild", () => {
  it("prepares every text file large enough to compress, below folders too, and none of a missing build", async () => {
    // index.html and assets/app-1234.js; not the tiny script nor the image.
    expect(await precompressBuild(distDir)).toBe(2);
    const br = await get("/assets/app-1234.js", { "Accept-Encoding": "br" });
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    expect(await precompressBuild(join(distDir, "no-such-build"))).toBe(0);
  });
});

describe("the copies the build compressed (D52)", () => {
  let built: string;
  const served = (path: string, encoding: string) =>
    (() => {
      const hono = new Hono<AppEnv>();
      hono.get("*", spaHandler(built));
      return hono;
    })().request(path, { headers: { "Accept-Encoding": encoding } });
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
  });

  it("sends a current copy as it is, compresses a file changed after its copy, and never sends a copy by its own name", async () => {
    // A copy the server could not have made itself proves it is the one sent.
    const marked = `${script}// compressed at build time\n`;
    const later = new Date(Date.now() + 5000);
    await writeFile(join(built, "assets", "app-1234.js.br"), brotliCompressSync(marked));
    await utimes(join(built, "assets", "app-1234.js.br"), later, later);
    const current = await served("/assets/app-1234.js", "br");
    expect(current.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await current.arrayBuffer())).toString()).toBe(marked);

    // The file is newer than its copy: the copy is stale and the file itself is compressed.
    await writeFile(join(built, "assets", "stale-1234.js.br"), brotliCompressSync(marked));
    const earlier = new Date(Date.now() - 60_000);
    await utimes(join(built, "assets", "stale-1234.js.br"), earlier, earlier);
    const stale = await served("/assets/stale-1234.js", "br");
    expect(brotliDecompressSync(Buffer.from(await stale.arrayBuffer())).toString()).toBe(script);

    for (const copy of ["/assets/app-1234.js.br", "/assets/app-1234.js.gz"]) {
      expect((await served(copy, "br")).status).toBe(404);
    }
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
  const getFrom = (path: string, cookie?: string) => {
    const hono = new Hono<AppEnv>();
    hono.get("*", spaHandler(withPages));
    return hono.request(path, { headers: cookie === undefined ? {} : { Cookie: cookie } });
  };

  it("answers / with the page in the language of the rib.lang cookie, English without one, and varies on it", async () => {
    const english = await getFrom("/");
    expect(await english.text()).toBe(signIn("en"));
    expect(english.headers.get("Vary")).toContain("Cookie");
    expect(english.headers.get("Cache-Control")).toBe("no-cache");
    expect(await (await getFrom("/", "CSRF-ID=abc; rib.lang=de")).text()).toBe(signIn("de"));
    expect(await (await getFrom("/", "rib.lang=hi")).text()).toBe(signIn("hi"));
  });

  it("answers an unknown or malformed language with English, never a path of the cookie's choosing", async () => {
    for (const cookie of ["rib.lang=fr", "rib.lang=../index", "rib.lang=", "rib.lang"]) {
      expect(await (await getFrom("/", cookie)).text()).toBe(signIn("en"));
    }
  });

  it("keeps the plain page for every other path of the app, whose content is not sign-in", async () => {
    expect(await (await getFrom("/logout", "rib.lang=de")).text()).toBe(html);
  });

  it("falls back to the plain page when the build has no sign-in pages", async () => {
    const page = await (await get("/")).text();
    expect(page).toContain("<title>Bank</title>");
    expect(page).not.toContain("data-prerendered");
  });
});
