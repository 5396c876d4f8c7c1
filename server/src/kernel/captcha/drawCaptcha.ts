import { randomBytes } from "node:crypto";
import { encodeIndexedPng } from "./png";
import { STROKE_FONT, type GlyphPoint } from "./strokeFont";

/** The picture's size in pixels. */
export const CAPTCHA_WIDTH = 200;
/** The picture's size in pixels. */
export const CAPTCHA_HEIGHT = 72;

/**
 * The least room, in pixels, between a character's ink and the picture's edge: the last character
 * of a wide code (a slanted, turned W) was cut or touched the right edge.
 */
export const CAPTCHA_EDGE = 4;

/** The box, in pixels, that the characters' ink covers (the crossing lines and dots not counted). */
export interface InkBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A picture of {@link drawCaptchaPicture}: the PNG and where its characters' ink lies. */
export interface CaptchaPicture {
  readonly png: Buffer;
  readonly glyphInk: InkBox;
}

/** Palette indexes of the picture. */
const BACKGROUND = 0;
const INK = 1;
const NOISE = 2;
const SPECKLE = 3;

/** Uniform numbers in [0, 1) from the operating system's generator (read 1 KiB at a time). */
export function secureRandom(): () => number {
  let pool = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 4 > pool.length) {
      pool = randomBytes(1024);
      at = 0;
    }
    const value = pool.readUInt32BE(at);
    at += 4;
    return value / 2 ** 32;
  };
}

type Rgb = readonly [number, number, number];

/**
 * Draws `answer` (characters of the stroke font) as a PNG a person reads and a script cannot
 * simply parse: each character is a set of thick pen strokes, jittered point by point, with its own
 * scale, rotation, slant and offset; the whole picture is bent by a random wave; thin lines in the
 * ink's colour cross the characters, and grey lines and speckle lie under them. The ink is dark on
 * a light background (contrast above 7:1 for every palette it picks).
 */
export function drawCaptcha(answer: string, random: () => number = secureRandom()): Buffer {
  return drawCaptchaPicture(answer, random).png;
}

/**
 * {@link drawCaptcha} with the box its characters' ink covers: every character, with its pen's
 * width and the wave's bend, is moved (and, if it could not fit, shrunk) to keep
 * {@link CAPTCHA_EDGE} pixels from each edge of the picture.
 */
export function drawCaptchaPicture(answer: string, random: () => number = secureRandom()): CaptchaPicture {
  const between = (low: number, high: number) => low + (high - low) * random();
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const pixels = new Uint8Array(width * height);

  const channel = (low: number, high: number) => Math.round(between(low, high));
  const palette: Rgb[] = [
    [channel(236, 252), channel(236, 252), channel(236, 252)],
    [channel(15, 70), channel(15, 70), channel(15, 70)],
    [channel(118, 158), channel(118, 158), channel(118, 158)],
    [channel(192, 214), channel(192, 214), channel(192, 214)],
  ];

  const ink = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  let isGlyphInk = false;
  const dot = (cx: number, cy: number, radius: number, index: number) => {
    if (isGlyphInk) {
      ink.left = Math.min(ink.left, cx - radius);
      ink.right = Math.max(ink.right, cx + radius);
      ink.top = Math.min(ink.top, cy - radius);
      ink.bottom = Math.max(ink.bottom, cy + radius);
    }
    const r2 = radius * radius;
    for (
      let y = Math.max(0, Math.floor(cy - radius));
      y <= Math.min(height - 1, Math.ceil(cy + radius));
      y++
    ) {
      for (
        let x = Math.max(0, Math.floor(cx - radius));
        x <= Math.min(width - 1, Math.ceil(cx + radius));
        x++
      ) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r2) pixels[y * width + x] = index;
      }
    }
  };

  // A random wave bends everything drawn after it, so no two pictures share a shape.
  const wave = {
    ax: between(1.5, 3),
    ay: between(2, 4),
    px: between(50, 90),
    py: between(30, 50),
    fx: between(0, 2 * Math.PI),
    fy: between(0, 2 * Math.PI),
  };
  const warp = (x: number, y: number): [number, number] => [
    x + wave.ax * Math.sin((2 * Math.PI * y) / wave.py + wave.fx),
    y + wave.ay * Math.sin((2 * Math.PI * x) / wave.px + wave.fy),
  ];

  /** A pen line from `a` to `b` (picture coordinates, before the wave), a dot every 0.35 px. */
  const stroke = (
    a: readonly [number, number],
    b: readonly [number, number],
    radius: number,
    index: number,
  ) => {
    const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.35));
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const [x, y] = warp(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t);
      dot(x, y, radius, index);
    }
  };

  /** A line across the whole picture: a slow sine around a sloped base line. */
  const crossLine = (radius: number, index: number) => {
    const start = between(height * 0.2, height * 0.8);
    const end = between(height * 0.2, height * 0.8);
    const amplitude = between(3, 10);
    const period = between(60, 160);
    const phase = between(0, 2 * Math.PI);
    const y = (x: number) =>
      start + ((end - start) * x) / width + amplitude * Math.sin((2 * Math.PI * x) / period + phase);
    for (let x = 0; x < width; x += 2) stroke([x, y(x)], [x + 2, y(x + 2)], radius, index);
  };

  for (let i = 0; i < width * height * 0.06; i++) {
    pixels[Math.floor(random() * pixels.length)] = random() < 0.7 ? SPECKLE : NOISE;
  }
  for (let i = 0; i < 3; i++) crossLine(between(0.5, 0.9), NOISE);

  const margin = 10;
  const cell = (width - 2 * margin) / answer.length;
  isGlyphInk = true;
  [...answer].forEach((char, position) => {
    const glyph = STROKE_FONT[char];
    if (glyph === undefined) throw new Error("The captcha font has no such character.");
    const unit = between(5, 6);
    const scaleX = between(0.85, 1.15);
    const scaleY = between(0.9, 1.1);
    const angle = between(-0.3, 0.3);
    const slant = between(-0.16, 0.16);
    const radius = between(1.8, 2.4);
    // The character's pen points around its centre: jittered, scaled, slanted and turned.
    const shape = ([gx, gy]: GlyphPoint): [number, number] => {
      const jx = (gx - 2 + between(-0.16, 0.16)) * unit * scaleX;
      const jy = (gy - 3 + between(-0.16, 0.16)) * unit * scaleY;
      const sx = jx + slant * jy;
      return [sx * Math.cos(angle) - jy * Math.sin(angle), sx * Math.sin(angle) + jy * Math.cos(angle)];
    };
    const lines = glyph.map((line) => line.map(shape));
    const xs = lines.flat().map(([x]) => x);
    const ys = lines.flat().map(([, y]) => y);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    // Its ink reaches past those points by the widest pen (a stroke's radius varies by 10%) and the
    // wave's bend; the centre is moved so that the ink keeps CAPTCHA_EDGE from every edge (and the
    // character shrunk if it could not fit at all, which today's sizes never need).
    const padX = CAPTCHA_EDGE + radius * 1.1 + wave.ax;
    const padY = CAPTCHA_EDGE + radius * 1.1 + wave.ay;
    const shrink = Math.min(1, (width - 2 * padX) / (right - left), (height - 2 * padY) / (bottom - top));
    const within = (wanted: number, low: number, high: number, pad: number, size: number) =>
      Math.min(Math.max(wanted, pad - low * shrink), size - pad - high * shrink);
    const centreX = within(margin + cell * (position + 0.5) + between(-3, 3), left, right, padX, width);
    const centreY = within(height / 2 + between(-5, 5), top, bottom, padY, height);
    for (const line of lines) {
      const points = line.map(([x, y]): [number, number] => [centreX + x * shrink, centreY + y * shrink]);
      for (let i = 1; i < points.length; i++) {
        const from = points[i - 1];
        const to = points[i];
        if (from !== undefined && to !== undefined) stroke(from, to, radius * between(0.9, 1.1), INK);
      }
    }
  });
  isGlyphInk = false;

  for (let i = 0; i < 2; i++) crossLine(between(0.5, 0.7), INK);
  for (let i = 0; i < 18; i++) dot(between(0, width), between(0, height), between(0.6, 1.1), INK);

  return { png: encodeIndexedPng({ width, height, palette, pixels }), glyphInk: ink };
}

/** The palette index of the background (for tests reading the picture's colours). */
export const CAPTCHA_PALETTE = { background: BACKGROUND, ink: INK } as const;
