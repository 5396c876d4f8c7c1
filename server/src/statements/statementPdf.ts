import { DOCUMENT_LABELS } from "./documentLabels";
import { artifact, drawRun, openTaggedPdf, PAGE, taggedRuns, wrapLines, type TextRun } from "./pdfSupport";
import {
  accountItems,
  balanceItems,
  columnHeadings,
  rowTexts,
  type StatementDocument,
  type SummaryItem,
} from "./statementDocument";

/** The table columns: left edge, width and alignment (amounts right-aligned). */
const COLUMNS = [
  { x: 40, width: 62, right: false },
  { x: 102, width: 168, right: false },
  { x: 270, width: 55, right: false },
  { x: 325, width: 76, right: true },
  { x: 401, width: 76, right: true },
  { x: 477, width: 78, right: true },
] as const;

const ROW_SIZE = 8;
/** Rows drawn between two looks at the output: the reader gets the finished pages as they come. */
const YIELD_ROWS = 100;
const LINE = 11;
const CELL_PAD = 3;
const BOTTOM = PAGE.height - PAGE.margin - 14;
const LABEL_WIDTH = 150;

/** The structure options of a column header cell (PDF table attribute Scope). */
const COLUMN_HEADER = { scope: "Column" } as unknown as PDFKit.Mixins.StructureElementOptions;
/** The structure options of a row header cell. */
const ROW_HEADER = { scope: "Row" } as unknown as PDFKit.Mixins.StructureElementOptions;

/**
 * Writes a statement as a tagged, accessible PDF (PDF 1.7, document language, title shown): the
 * bank's header and the account (H1 and paragraphs), the balances, then a Table structure with a
 * header row (TH, scope Column) and one TR per transaction (the date as the row header), the header
 * row repeated on every page as an artifact, "Page n of N" on every page as an artifact, and the
 * closing balance. The rows are read twice: once to lay them out and count the pages (nothing is
 * drawn), then to draw them batch by batch; finished pages leave as stream chunks, so a long
 * statement is never held in memory.
 */
export function statementPdf(document: StatementDocument): ReadableStream<Uint8Array> {
  const labels = DOCUMENT_LABELS[document.lang];
  const pdf = openTaggedPdf(document.lang, `${labels.statementTitle} ${document.accountNumber}`);
  const { doc, root } = pdf;
  let page = 1;
  let pages = 1;
  let y = PAGE.margin;

  const pageNumber = (): void => {
    artifact(doc, () => {
      drawRun(doc, labels.page(page, pages), {
        x: PAGE.width - PAGE.margin,
        y: PAGE.height - PAGE.margin + 8,
        size: 8,
        alignRight: true,
      });
    });
  };

  const paragraph = (type: string, text: string, size: number, bold: boolean, gap: number): void => {
    root.add(taggedRuns(doc, type, [{ text, x: PAGE.margin, y, size, bold }]));
    y += size * 1.4 + gap;
  };

  const items = (list: readonly SummaryItem[]): void => {
    for (const item of list) {
      root.add(
        taggedRuns(doc, "P", [
          { text: item.label, x: PAGE.margin, y, size: 9, bold: true },
          { text: item.value, x: PAGE.margin + LABEL_WIDTH, y, size: 9 },
        ]),
      );
      y += 13;
    }
    y += 6;
  };

  const headings = columnHeadings(labels);
  /** The header cell runs of the current line. */
  const headerRuns = (): TextRun[] =>
    headings.map((heading, index) => {
      const column = COLUMNS[index] as (typeof COLUMNS)[number];
      return {
        text: heading,
        x: column.right ? column.x + column.width - CELL_PAD : column.x + CELL_PAD,
        y: y + 2,
        size: ROW_SIZE,
        bold: true,
        alignRight: column.right,
      };
    });
  /** Draws the header row; `mark` tags each cell (structure on the first page, artifact after). */
  const drawHeaderCells = (mark: (run: TextRun) => void): void => {
    headerRuns().forEach(mark);
    artifact(doc, () => {
      doc
        .moveTo(PAGE.margin, y + LINE + 4)
        .lineTo(PAGE.width - PAGE.margin, y + LINE + 4)
        .lineWidth(0.6)
        .stroke();
    });
  };

  const newPage = (): void => {
    doc.addPage();
    page += 1;
    y = PAGE.margin;
    pageNumber();
    drawHeaderCells((run) => {
      artifact(doc, () => {
        drawRun(doc, run.text, run);
      });
    });
    y += LINE + 8;
  };

  /** The height of a row on the page and the lines of its description. */
  const rowLayout = (texts: ReturnType<typeof rowTexts>): { lines: string[]; height: number } => {
    const lines = wrapLines(doc, texts.description, COLUMNS[1].width - 2 * CELL_PAD, ROW_SIZE);
    return { lines, height: lines.length * LINE + 4 };
  };

  /** The page count: the rows laid out from `top` of the first page's table as they are drawn below. */
  const countPages = async (top: number): Promise<number> => {
    let count = 1;
    let at = top;
    const turn = (): void => {
      count += 1;
      at = PAGE.margin + LINE + 8;
    };
    for await (const batch of document.batches()) {
      for (const row of batch) {
        const { height } = rowLayout(rowTexts(row, document.lang));
        if (at + height > BOTTOM) turn();
        at += height;
      }
    }
    at += 10;
    if (at + 40 > BOTTOM) turn();
    return count;
  };

  const run = async (): Promise<void> => {
    paragraph("P", labels.bankName, 13, true, 2);
    paragraph("H1", labels.statementTitle, 18, true, 8);
    items(accountItems(document));
    paragraph("H2", labels.summary, 12, true, 4);
    items(balanceItems(document));
    paragraph("H2", labels.transactions, 12, true, 4);

    const table = doc.struct("Table");
    root.add(table);
    const headerRow = doc.struct("TR");
    table.add(headerRow);
    drawHeaderCells((run) => {
      headerRow.add(taggedRuns(doc, "TH", [run], COLUMN_HEADER));
    });
    headerRow.end();
    y += LINE + 8;
    pages = await countPages(y);
    pageNumber();

    let rowsSinceYield = 0;
    for await (const batch of document.batches()) {
      for (const row of batch) {
        const texts = rowTexts(row, document.lang);
        const { lines: descriptionLines, height } = rowLayout(texts);
        if (y + height > BOTTOM) newPage();
        const cells = [texts.date, texts.description, texts.cheque, texts.debit, texts.credit, texts.balance];
        const tr = doc.struct("TR");
        table.add(tr);
        cells.forEach((text, index) => {
          const column = COLUMNS[index] as (typeof COLUMNS)[number];
          if (text === "") {
            tr.add(doc.struct("TD", {}, []));
            return;
          }
          const lines = index === 1 ? descriptionLines : [text];
          const cell = taggedRuns(
            doc,
            index === 0 ? "TH" : "TD",
            lines.map((line, lineIndex) => ({
              text: line,
              x: column.right ? column.x + column.width - CELL_PAD : column.x + CELL_PAD,
              y: y + 2 + lineIndex * LINE,
              size: ROW_SIZE,
              alignRight: column.right,
            })),
            index === 0 ? ROW_HEADER : {},
          );
          tr.add(cell);
        });
        tr.end();
        y += height;
        rowsSinceYield += 1;
        if (rowsSinceYield >= YIELD_ROWS) {
          rowsSinceYield = 0;
          await pdf.drained();
        }
      }
    }
    table.end();
    y += 10;
    if (y + 40 > BOTTOM) newPage();
    const closing = balanceItems(document)[3] as SummaryItem;
    items([closing]);
    paragraph("P", labels.computerGenerated, 8, false, 0);
    root.end();
    doc.end();
  };
  run().catch((error: unknown) => {
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return pdf.stream;
}
