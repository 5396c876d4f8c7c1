import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import type { DocumentLanguage } from "./documentLabels";

/** The fonts shipped with the server (server/assets/fonts, SIL Open Font License): no system font is used. */
const FONT_DIR = fileURLToPath(new URL("../../assets/fonts/", import.meta.url));

/** The registered font names. */
export type FontName = "latin" | "latinBold" | "deva" | "devaBold";

const FONT_FILES: Readonly<Record<FontName, string>> = {
  latin: "NotoSans-Regular.ttf",
  latinBold: "NotoSans-Bold.ttf",
  deva: "NotoSansDevanagari-Regular.ttf",
  devaBold: "NotoSansDevanagari-Bold.ttf",
};

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN_LETTER = /[A-Za-z\u00c0-\u024f]/;

/** The ascent of Noto Sans (em units): a run's baseline lies this far below its top. */
const LATIN_ASCENT = 1.069;

/** A4 portrait in points. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;

/** A tagged PDF being written, with the helpers that keep its text and structure in step. */
export interface TaggedPdf {
  readonly doc: PDFKit.PDFDocument;
  /** The document's one top-level structure element (Document). */
  readonly root: PDFKit.PDFStructureElement;
  /** The PDF bytes as a web stream (chunks of about 64 KiB, as pages are finished). */
  readonly stream: ReadableStream<Uint8Array>;
  /**
   * Lets the event loop run (so the reader receives what is written so far) and waits while the
   * reader is more than {@link OUTPUT_HIGH_WATER_CHUNKS} chunks behind, so a slow reader never
   * makes the server hold the whole file.
   */
  readonly drained: () => Promise<void>;
}

/** Opens a tagged PDF 1.7 (language, title shown in the title bar) with the shipped fonts registered. */
export function openTaggedPdf(lang: DocumentLanguage, title: string): TaggedPdf {
  const doc = new PDFDocument({
    tagged: true,
    lang,
    displayTitle: true,
    pdfVersion: "1.7",
    size: "A4",
    margin: PAGE.margin,
    bufferPages: false,
    compress: process.env["PDF_DEBUG"] === undefined,
    info: { Title: title, Author: "Sahyog Bank", Creator: "Sahyog Bank internet banking" },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, `${FONT_DIR}${file}`);
  const root = doc.struct("Document");
  doc.addStructure(root);
  const output = coalescedStream(doc);
  return { doc, root, ...output };
}

/** Chunks of finished PDF the reader may lag behind before drawing pauses (back-pressure). */
const OUTPUT_HIGH_WATER_CHUNKS = 16;
/** Bytes gathered into one chunk of the answer (pdfkit writes many small pieces). */
const OUTPUT_CHUNK_BYTES = 64 * 1024;

/** The document's bytes gathered into chunks of about 64 KiB, as a web stream with back-pressure. */
function coalescedStream(doc: PDFKit.PDFDocument): Pick<TaggedPdf, "stream" | "drained"> {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let pending: Buffer[] = [];
  let size = 0;
  let finished = false;
  const flush = (): void => {
    if (size === 0 || controller === null) return;
    controller.enqueue(Buffer.concat(pending, size));
    pending = [];
    size = 0;
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        doc.on("data", (chunk: Buffer) => {
          pending.push(chunk);
          size += chunk.length;
          if (size >= OUTPUT_CHUNK_BYTES) flush();
        });
        doc.on("end", () => {
          flush();
          finished = true;
          c.close();
        });
        doc.on("error", (error: Error) => {
          finished = true;
          c.error(error);
        });
      },
      cancel() {
        finished = true;
        doc.destroy();
      },
    },
    new CountQueuingStrategy({ highWaterMark: OUTPUT_HIGH_WATER_CHUNKS }),
  );
  const drained = async (): Promise<void> => {
    do {
      await new Promise<void>((resolve) => setImmediate(resolve));
    } while (!finished && controller !== null && (controller.desiredSize ?? 1) <= 0);
  };
  return { stream, drained };
}

/** The font that can show `text`: Latin for any Latin letter, Devanagari for Hindi, else Latin. */
export function fontFor(text: string, bold = false): FontName {
  if (!LATIN_LETTER.test(text) && DEVANAGARI.test(text)) return bold ? "devaBold" : "deva";
  return bold ? "latinBold" : "latin";
}

/** Advance widths of single characters per font, in units of the font size (measured once). */
const CHAR_WIDTHS: Readonly<Record<FontName, Map<number, number>>> = {
  latin: new Map(),
  latinBold: new Map(),
  deva: new Map(),
  devaBold: new Map(),
};

/**
 * The width of `text` in `font` at `size`. Latin text (figures, dates, English descriptions) is
 * summed from cached character widths, which is many times faster than laying out every unique
 * string again; Latin runs are drawn unkerned too ({@link drawRun}), so measure and drawing agree.
 * Devanagari is measured shaped.
 */
export function textWidth(doc: PDFKit.PDFDocument, text: string, font: FontName, size: number): number {
  if (font === "deva" || font === "devaBold") return doc.font(font).fontSize(size).widthOfString(text);
  const widths = CHAR_WIDTHS[font];
  let units = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    let width = widths.get(code);
    if (width === undefined) {
      width = doc.font(font).fontSize(size).widthOfString(String.fromCharCode(code)) / size;
      widths.set(code, width);
    }
    units += width;
  }
  return units * size;
}

/** Options of one run of text. */
export interface RunOptions {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly bold?: boolean;
  /** Right-align the run so that it ends at `x`. */
  readonly alignRight?: boolean;
}

/** Draws one line of text without the line-wrapping engine (fast), in the font that can show it. */
export function drawRun(doc: PDFKit.PDFDocument, text: string, options: RunOptions): void {
  const font = fontFor(text, options.bold === true);
  const x = options.alignRight === true ? options.x - textWidth(doc, text, font, options.size) : options.x;
  doc.font(font).fontSize(options.size);
  // Baselines line up across the Latin and Devanagari fonts (their ascents differ).
  const y = options.y + options.size * LATIN_ASCENT;
  if (font === "latin" || font === "latinBold") {
    const glyphs = latinGlyphs(doc, text);
    if (glyphs !== null) {
      writeGlyphRun(doc, glyphs, x, y, options.size);
      return;
    }
  }
  doc.text(text, x, y, { lineBreak: false, baseline: "alphabetic" });
}

/** What this module uses of pdfkit's embedded font (the document's current font). */
interface EmbeddedFont {
  readonly id: string;
  /** Shapes `text`, adds its glyphs to the document's font subset and answers their ids in hex. */
  encode(text: string): [readonly string[], unknown];
  ref(): unknown;
}

/** The document's current font object. */
function currentFont(doc: PDFKit.PDFDocument): EmbeddedFont {
  return (doc as unknown as { readonly _font: EmbeddedFont })._font;
}

/** Per font object of a document: the subset glyph id (4 hex digits) of each character drawn. */
const GLYPH_HEX = new WeakMap<EmbeddedFont, Map<number, string>>();

/**
 * The glyph ids of a Latin run in the current font, one glyph per character (so no ligatures:
 * every character extracts as itself), or null when the text has characters outside the basic
 * plane (left to pdfkit's shaping). Each character is shaped once per document and font; a
 * statement's figures, dates and descriptions repeat the same few dozen characters.
 */
function latinGlyphs(doc: PDFKit.PDFDocument, text: string): string | null {
  const font = currentFont(doc);
  let cache = GLYPH_HEX.get(font);
  if (cache === undefined) {
    cache = new Map();
    GLYPH_HEX.set(font, cache);
  }
  let hex = "";
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdfff) return null;
    let glyph = cache.get(code);
    if (glyph === undefined) {
      const [encoded] = font.encode(String.fromCharCode(code));
      if (encoded.length !== 1) return null;
      glyph = encoded[0] as string;
      cache.set(code, glyph);
    }
    hex += glyph;
  }
  return hex;
}

/**
 * A number in the content stream, rounded as pdfkit rounds its own (text extractors put runs on
 * one line only when their baselines agree exactly, so a value beside a label drawn by pdfkit
 * must land on the very same coordinate).
 */
function coordinate(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/**
 * Writes a run of glyphs with its baseline at (x, y) in pdfkit's top-down page space, as one
 * text object in one write to the page's content (what pdfkit's text() writes for an unkerned
 * line, without its per-line layout, measuring and many small writes: most of the cost of a
 * 10,000-row statement). The font is added to the page's resources as pdfkit does.
 */
function writeGlyphRun(doc: PDFKit.PDFDocument, hex: string, x: number, y: number, size: number): void {
  const font = currentFont(doc);
  const page = doc.page as unknown as { readonly height: number; readonly fonts: Record<string, unknown> };
  if (page.fonts[font.id] === undefined) page.fonts[font.id] = font.ref();
  const { height } = page;
  doc.addContent(
    `q\n1 0 0 -1 0 ${coordinate(height)} cm\nBT\n1 0 0 1 ${coordinate(x)} ${coordinate(height - y)} Tm\n` +
      `/${font.id} ${coordinate(size)} Tf\n[<${hex}>] TJ\nET\nQ`,
  );
}

/** One run of text to draw as part of a structure element. */
export interface TextRun extends RunOptions {
  readonly text: string;
}

/**
 * Draws `runs` as the content of a new structure element of `type` (one marked-content sequence
 * per run) and returns the element to add to its parent. A run with Devanagari carries its text
 * as ActualText, so that Hindi extracts in logical order (the shaped glyph order of conjuncts and
 * vowel signs differs from it); Latin runs and figures are extracted from their glyphs as they are.
 */
export function taggedRuns(
  doc: PDFKit.PDFDocument,
  type: string,
  runs: readonly TextRun[],
  options: PDFKit.Mixins.StructureElementOptions = {},
): PDFKit.PDFStructureElement {
  const contents = runs.map((run) => {
    if (!DEVANAGARI.test(run.text)) {
      const content = doc.markStructureContent("Span");
      drawRun(doc, run.text, run);
      doc.endMarkedContent();
      return content;
    }
    // Text extractors place an ActualText with the transformation in force at the end of its
    // sequence; pdfkit draws glyphs in unflipped page space inside its own save/restore, so the
    // sequence is opened and closed in that same space (and the run drawn in pdfkit's usual one).
    const { height } = doc.page;
    doc.save();
    doc.transform(1, 0, 0, -1, 0, height);
    const content = doc.markStructureContent("Span", { actual: run.text });
    doc.save();
    doc.transform(1, 0, 0, -1, 0, height);
    drawRun(doc, run.text, run);
    doc.restore();
    // The same font and size in force at the end of the sequence (pdfkit sets them inside its own
    // save/restore), so that extractors measure the ActualText as upright text of that size.
    doc.addContent(`/${currentFont(doc).id} ${String(run.size)} Tf`);
    doc.endMarkedContent();
    doc.restore();
    return content;
  });
  return doc.struct(type, options, contents);
}

/** Draws `draw` as an artifact (page furniture such as page numbers and repeated table headers). */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void): void {
  doc.markContent("Artifact", { type: "Pagination" });
  draw();
  doc.endMarkedContent();
}

/** Splits `text` into lines that fit `width` at `size` in its font (words longer than a line are cut). */
export function wrapLines(doc: PDFKit.PDFDocument, text: string, width: number, size: number): string[] {
  const font = fontFor(text);
  const widthOf = (part: string): number => textWidth(doc, part, font, size);
  if (widthOf(text) <= width) return [text];
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (widthOf(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    let rest = word;
    while (widthOf(rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== "") lines.push(line);
  return lines;
}
