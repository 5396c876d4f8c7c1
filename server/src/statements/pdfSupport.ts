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
 * string again (kerning is not applied to these runs' measure, a fraction of a point at most);
 * Devanagari is measured shaped.
 */
export function textWidth(doc: PDFKit.PDFDocument, text: string, font: FontName, size: number): number {
  doc.font(font).fontSize(size);
  if (font === "deva" || font === "devaBold") return doc.widthOfString(text);
  const widths = CHAR_WIDTHS[font];
  let units = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    let width = widths.get(code);
    if (width === undefined) {
      width = doc.widthOfString(String.fromCharCode(code)) / size;
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
  const pieces = AMOUNT.test(text)
    ? amountPieces(text)
    : LONG_NUMBER.test(text)
      ? numberPieces(text)
      : [text];
  if (pieces.length === 1) {
    doc.text(text, x, y, { lineBreak: false, baseline: "alphabetic" });
    return;
  }
  // An amount or a long number is drawn in pieces ("₹1,23," "456." "78"): pdfkit shapes each
  // distinct string once per document (shaping is most of the cost of a long statement), and the
  // groups repeat where whole amounts rarely do. Each piece starts where the one before ends.
  let pieceX = x;
  for (const piece of pieces) {
    doc.text(piece, pieceX, y, { lineBreak: false, baseline: "alphabetic" });
    pieceX += textWidth(doc, piece, font, options.size);
  }
}

/** A run of five or more digits (payment references, account numbers). */
const LONG_NUMBER = /\d{5}/;

/**
 * Text with long numbers in pieces that repeat: the text around them, and the digits in groups of
 * three ("UPI/P2M/", "600", "000", "001", "234", "/Grocery").
 */
export function numberPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const part of text.split(/(\d{4,})/)) {
    if (part === "") continue;
    if (/^\d{4,}$/.test(part)) pieces.push(...(part.match(/\d{1,3}/g) ?? [part]));
    else pieces.push(part);
  }
  return pieces;
}

/** A formatted amount (en, hi `-₹1,23,456.78`; de `-1.23.456,78 ₹`). */
const AMOUNT = /^-?₹?[\d.,]+(\u00a0₹)?$/;

/**
 * An amount in three pieces that repeat from row to row: up to the second-last separator, the
 * last digit group with its separator, and the decimals ("₹1,23," "456." "78").
 */
export function amountPieces(amount: string): string[] {
  const last = Math.max(amount.lastIndexOf("."), amount.lastIndexOf(","));
  if (last < 0) return [amount];
  const head = amount.slice(0, last + 1);
  const before = Math.max(head.lastIndexOf(".", last - 1), head.lastIndexOf(",", last - 1));
  const pieces = before < 0 ? [head] : [head.slice(0, before + 1), head.slice(before + 1)];
  return [...pieces, amount.slice(last + 1)].filter((piece) => piece !== "");
}

/** The resource name of the document's current font (pdfkit keeps it on the document). */
function currentFontId(doc: PDFKit.PDFDocument): string {
  return (doc as unknown as { readonly _font: { readonly id: string } })._font.id;
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
    doc.addContent(`/${currentFontId(doc)} ${String(run.size)} Tf`);
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
