import { crc32 as zlibCrc32, inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../clock";
import type { AppDeps } from "../http/context";
import { newBrowser, raw } from "../../testSupport/flows";
import { openTestDeps } from "../../testSupport/testDatabase";
import { CaptchaService } from "./CaptchaService";
import { CAPTCHA_EDGE, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptchaPicture } from "./drawCaptcha";
import { CAPTCHA_ALPHABET } from "./strokeFont";

let deps: AppDeps & { clock: ManualClock };
let captchas: CaptchaService;
beforeAll(async () => {
  deps = await openTestDeps();
  captchas = new CaptchaService(deps.db, deps.clock, deps.serverSecret);
});
afterAll(async () => {
  await deps.db.close();
});

interface Chunk {
  readonly type: string;
  readonly data: Buffer;
}

/** The chunks of a PNG, each checked against its CRC (zlib's CRC-32, ISO 3309 as PNG uses it). */
function pngChunks(png: Buffer): Chunk[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Chunk[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(zlibCrc32(typeAndData));
    chunks.push({ type: typeAndData.subarray(0, 4).toString("latin1"), data: typeAndData.subarray(4) });
    at += 12 + length;
  }
  expect(at).toBe(png.length);
  return chunks;
}

/** The picture's palette and its pixels (palette indexes), read from the file's chunks. */
function pixelsOf(png: Buffer): { palette: number[][]; pixels: number[] } {
  const chunks = pngChunks(png);
  const plte = chunks.find((chunk) => chunk.type === "PLTE")!.data;
  const palette = Array.from({ length: plte.length / 3 }, (_, i) => [...plte.subarray(i * 3, i * 3 + 3)]);
  const rows = inflateSync(Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data)));
  const rowBytes = Math.ceil(CAPTCHA_WIDTH / 4);
  expect(rows.length).toBe((rowBytes + 1) * CAPTCHA_HEIGHT);
  const pixels: number[] = [];
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    expect(rows[y * (rowBytes + 1)]).toBe(0);
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      pixels.push(((rows[y * (rowBytes + 1) + 1 + (x >> 2)] ?? 0) >> (6 - 2 * (x & 3))) & 3);
    }
  }
  return { palette, pixels };
}

/** WCAG 2.2 relative luminance and contrast ratio. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const decode = (base64: string) => Buffer.from(base64, "base64");

describe("GET captcha", () => {
  it("answers an id and a PNG picture, with no SVG or text in it", async () => {
    const answer = await raw(newBrowser(deps), "GET", "/app/rest/captcha");
    expect(answer.status).toBe(200);
    const { captchaId, png } = answer.body as { captchaId: string; png: string };
    expect(captchaId).not.toBe("");
    const bytes = decode(png);
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(pngChunks(bytes).map((chunk) => chunk.type)).toEqual(["IHDR", "PLTE", "IDAT", "IEND"]);
    expect(bytes.toString("latin1")).not.toMatch(/<svg|<text|tEXt|iTXt|zTXt/u);
  });
});

describe("the captcha picture", () => {
  it("is a valid PNG of 200 × 72 pixels, 2-bit indexed colour, of a few KB", async () => {
    const bytes = decode((await captchas.create("K7RM4")).png);
    const chunks = pngChunks(bytes);
    expect(chunks.map((chunk) => chunk.type)).toEqual(["IHDR", "PLTE", "IDAT", "IEND"]);
    const header = chunks[0]!.data;
    expect(header.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(header.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect([...header.subarray(8)]).toEqual([2, 3, 0, 0, 0]);
    // The end chunk, CRC included, is the same 12 bytes in every PNG file (PNG specification, IEND).
    expect([...bytes.subarray(-12)]).toEqual([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
    expect(bytes.length).toBeLessThan(4096);
  });

  it("never carries its answer as text: not in the file's bytes nor in the call's base64", async () => {
    for (let i = 0; i < 20; i++) {
      const answer = [...Array(5).keys()]
        .map((k) => CAPTCHA_ALPHABET[(i * 7 + k * 5) % CAPTCHA_ALPHABET.length])
        .join("");
      const { png } = await captchas.create(answer);
      const bytes = decode(png).toString("latin1");
      expect(bytes).not.toContain(answer);
      expect(bytes.toLowerCase()).not.toContain(answer.toLowerCase());
      expect(png).not.toContain(answer);
    }
  });

  it("is drawn afresh each time: two pictures of the same answer differ in their pixels", async () => {
    const first = pixelsOf(decode((await captchas.create("K7RM4")).png));
    const second = pixelsOf(decode((await captchas.create("K7RM4")).png));
    const differing = first.pixels.filter((pixel, i) => pixel !== second.pixels[i]).length;
    expect(differing).toBeGreaterThan(first.pixels.length * 0.1);
  });

  it("draws its characters at a contrast of at least 7:1 against the background", async () => {
    for (let i = 0; i < 10; i++) {
      const { palette, pixels } = pixelsOf(decode((await captchas.create("WMXHA")).png));
      expect(contrast(palette[0]!, palette[1]!)).toBeGreaterThanOrEqual(7);
      // The characters' thick strokes cover a fair share of the picture.
      const ink = pixels.filter((pixel) => pixel === 1).length / pixels.length;
      expect(ink).toBeGreaterThan(0.08);
      expect(ink).toBeLessThan(0.4);
    }
  });

  it("keeps every character's ink inside the picture, a margin from each edge, for the widest codes", () => {
    // Always the low or the high end of every random range (the most turned, slanted, scaled and
    // offset characters and the strongest bend), alternating ends, and seeded sequences.
    const seeded = (seed: number) => () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    };
    const alternating = () => {
      let calls = 0;
      return () => (calls++ % 2 === 0 ? 0.999999 : 0);
    };
    const extremes = [() => () => 0, () => () => 0.999999, alternating];
    const draws: [string, () => () => number][] = [
      ...[...CAPTCHA_ALPHABET, "WMWMW", "3W9M4"].flatMap((c) =>
        extremes.map((source): [string, () => () => number] => [c.length === 1 ? c.repeat(5) : c, source]),
      ),
      // The widest characters over many draws: before the fix some of these ran to within 2.4 px
      // of the right edge (seeds 97, 154, 197, 209) and others past the bottom.
      ...["WWWWW", "MMMMM", "KKKKK", "XXXXX", "AAAAA"].flatMap((code) =>
        Array.from({ length: 250 }, (_, n): [string, () => () => number] => [code, () => seeded(n + 1)]),
      ),
    ];
    const outside: string[] = [];
    for (const [index, [code, source]] of draws.entries()) {
      const { glyphInk } = drawCaptchaPicture(code, source());
      if (
        glyphInk.left < CAPTCHA_EDGE ||
        glyphInk.top < CAPTCHA_EDGE ||
        glyphInk.right > CAPTCHA_WIDTH - CAPTCHA_EDGE ||
        glyphInk.bottom > CAPTCHA_HEIGHT - CAPTCHA_EDGE
      ) {
        outside.push(`${code} (draw ${String(index)}): ${JSON.stringify(glyphInk)}`);
      }
    }
    expect(CAPTCHA_EDGE).toBeGreaterThanOrEqual(4);
    expect(outside).toEqual([]);
  });

  it("uses no character that reads as another (0/O, 1/I/l, 2/Z, 5/S, 8/B)", () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1Il2Z5S8BQG6]/u);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(20);
  });

  it("accepts its answer once, in either case, and refuses a wrong or expired one", async () => {
    const right = await captchas.create("K7RM4");
    expect(await captchas.verify(right.captchaId, " k7rm4 ")).toBe(true);
    expect(await captchas.verify(right.captchaId, "K7RM4")).toBe(false);
    const wrong = await captchas.create("K7RM4");
    expect(await captchas.verify(wrong.captchaId, "K7RM9")).toBe(false);
    expect(await captchas.verify(wrong.captchaId, "K7RM4")).toBe(false);
    const late = await captchas.create("K7RM4");
    deps.clock.advance(5 * 60_000 + 1);
    expect(await captchas.verify(late.captchaId, "K7RM4")).toBe(false);
  });
});
