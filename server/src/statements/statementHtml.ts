import { DOCUMENT_LABELS } from "./documentLabels";
import {
  accountItems,
  balanceItems,
  columnHeadings,
  rowTexts,
  type StatementDocument,
  type SummaryItem,
} from "./statementDocument";

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The style of the file: readable at 320 px (the table scrolls in its own region) and printable. */
const STYLE = `
body { font-family: "Noto Sans", "Noto Sans Devanagari", Arial, sans-serif; margin: 1rem; color: #1a1a1a; background: #fff; line-height: 1.5; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
.bank { font-weight: bold; font-size: 1.1rem; margin: 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
dt { font-weight: bold; }
dd { margin: 0; overflow-wrap: anywhere; }
.table-region { overflow-x: auto; max-width: 100%; border: 1px solid #767676; }
.table-region:focus { outline: 3px solid #1a4fa0; outline-offset: 2px; }
table { border-collapse: collapse; min-width: 40rem; width: 100%; }
caption { text-align: left; font-weight: bold; padding: 0.5rem; }
th, td { border-bottom: 1px solid #b0b0b0; padding: 0.25rem 0.5rem; vertical-align: top; text-align: left; }
thead th { background: #f0f0f0; border-bottom: 2px solid #1a1a1a; }
.amount { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
th.date { font-weight: normal; white-space: nowrap; }
@media (max-width: 30rem) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 0.5rem; } }
@media print {
  body { margin: 0; }
  .table-region { overflow: visible; border: none; }
  table { min-width: 0; font-size: 9pt; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
}
`;

function definitionList(items: readonly SummaryItem[]): string {
  const entries = items.map((item) => `<dt>${escapeHtml(item.label)}</dt><dd>${escapeHtml(item.value)}</dd>`);
  return `<dl>\n${entries.join("\n")}\n</dl>\n`;
}

/** The chunks of the file: the head and summary, then one chunk per batch of rows, then the end. */
async function* htmlChunks(document: StatementDocument): AsyncGenerator<string> {
  const labels = DOCUMENT_LABELS[document.lang];
  const title = `${labels.statementTitle} ${document.accountNumber}`;
  const headings = columnHeadings(labels);
  const headerCells = headings
    .map(
      (heading, index) => `<th scope="col"${index >= 3 ? ' class="amount"' : ""}>${escapeHtml(heading)}</th>`,
    )
    .join("");
  const balances = balanceItems(document);
  yield `<!doctype html>
<html lang="${document.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p class="bank">${escapeHtml(labels.bankName)}</p></header>
<main>
<h1>${escapeHtml(labels.statementTitle)}</h1>
${definitionList(accountItems(document))}
<h2>${escapeHtml(labels.summary)}</h2>
${definitionList(balances)}
<h2 id="transactions">${escapeHtml(labels.transactions)}</h2>
<div class="table-region" role="region" aria-label="${escapeHtml(labels.tableRegion)}" tabindex="0">
<table>
<caption>${escapeHtml(labels.tableCaption)}</caption>
<thead><tr>${headerCells}</tr></thead>
<tbody>
`;
  for await (const batch of document.batches()) {
    let chunk = "";
    for (const row of batch) {
      const texts = rowTexts(row, document.lang);
      chunk += `<tr><th scope="row" class="date">${escapeHtml(texts.date)}</th><td>${escapeHtml(texts.description)}</td><td>${escapeHtml(texts.cheque)}</td><td class="amount">${escapeHtml(texts.debit)}</td><td class="amount">${escapeHtml(texts.credit)}</td><td class="amount">${escapeHtml(texts.balance)}</td></tr>\n`;
    }
    yield chunk;
  }
  const closing = balances[3] as SummaryItem;
  yield `</tbody>
</table>
</div>
${definitionList([closing])}
<p>${escapeHtml(labels.computerGenerated)}</p>
</main>
</body>
</html>
`;
}

/** A pull-driven byte stream of text chunks (the next chunk is made only when the reader wants it). */
export function textStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done === true) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * Writes a statement as one accessible HTML document: language, title, the bank and account as a
 * heading and definition lists, and the rows in a table with a caption, column headers
 * (`th scope="col"`) and the date as each row's header, inside a labelled, focusable scroll region;
 * inline CSS in a `<style>` element only (readable at 320 px, printable). Streamed batch by batch.
 */
export function statementHtml(document: StatementDocument): ReadableStream<Uint8Array> {
  return textStream(htmlChunks(document));
}
