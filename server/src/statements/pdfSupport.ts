import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import type { DocumentLanguage } from "./documentLabels";

/** The fonts shipped with the server (server/assets/fonts, SIL Open Font License): no system font is used. */
const FONT_DIR = fileURLToPath(new URL("../../assets/fonts/", import.meta.url));

/** The registered font names. */
type FontName = "latin" | "latinBold" | "deva" | "devaBold";

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
  /** The PDF bytes as a web stream (chunks come as pages are finished). */
  readonly stream: ReadableStream<Uint8Array>;
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
  const stream = Readable.toWeb(doc) as ReadableStream<Uint8Array>;
  return { doc, root, stream };
}

/** The font that can show `text`: Latin for any Latin letter, Devanagari for Hindi, else Latin. */
export function fontFor(text: string, bold = false): FontName {
  if (!LATIN_LETTER.test(text) && DEVANAGARI.test(text)) return bold ? "devaBold" : "deva";
  return bold ? "latinBold" : "latin";
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
  doc.font(fontFor(text, options.bold === true)).fontSize(options.size);
  const x = options.alignRight === true ? options.x - doc.widthOfString(text) : options.x;
  // Baselines line up across the Latin and Devanagari fonts (their ascents differ).
  doc.text(text, x, options.y + options.size * LATIN_ASCENT, { lineBreak: false, baseline: "alphabetic" });
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

/** Splits `text` into lines that fit `width` at the current font and size (words longer than a line are cut). */
export function wrapLines(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  if (doc.widthOfString(text) <= width) return [text];
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (doc.widthOfString(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    let rest = word;
    while (doc.widthOfString(rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && doc.widthOfString(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== "") lines.push(line);
  return lines;
}
