import PDFDocument from 'pdfkit';

/**
 * The printed order ('Surat Perintah Jalan') of a fleet task: what the driver carries and what the
 * sender and receivers sign. This file only lays out text that pdf-data.ts has already formatted,
 * so every wording and number format is decided in one place and this one is about paper.
 */

export interface PrintLoad {
  product: string;
  quantity: string;
  unit: string;
  weight: string;
  volume: string;
}

export interface PrintActivity {
  orderNumber: string;
  customer: string;
  /** 'Ambil' or 'Kirim'. */
  type: string;
  loads: PrintLoad[];
}

export interface PrintPoint {
  number: number;
  /** 'Titik Awal', 'Singgah' or 'Titik Akhir'. */
  type: string;
  name: string;
  fullAddress: string;
  arrival: string;
  serviceTime: string;
  distance: string;
  activities: PrintActivity[];
}

export interface PrintOrder {
  companyName: string;
  number: string;
  status: string;
  shipmentReference: string;
  printedAt: string;
  vehicle: { plate: string; type: string };
  driver: { name: string; phone: string };
  departure: { expected: string; actual: string };
  points: PrintPoint[];
  totals: { weight: string; volume: string };
}

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center';
interface Column {
  header: string;
  width: number;
  align?: Align;
}

const MARGIN = 40;
/** Room kept under the content for the page footer. */
const FOOTER_SPACE = 24;
const CELL_PADDING = 3;
const BODY_SIZE = 8;
const BORDER = '#9a9a9a';
const HEADER_FILL = '#e8e8e8';

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const contentBottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom - FOOTER_SPACE;

/** Starts a new page when `height` does not fit under the cursor, so a block is never cut in two. */
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

/** Renders the order to PDF bytes (A4, pdfkit's built-in Helvetica: no font file to ship). */
export function renderPrintOrder(order: PrintOrder): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Buffered so the footer can say 'Halaman x dari y' once the page count is known.
    bufferPages: true,
    info: { Title: `Surat Perintah Jalan ${order.number}`, Author: order.companyName },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, order);
  drawDetails(doc, order);
  drawRoute(doc, order.points);
  drawOrders(doc, order.points);
  drawTotals(doc, order.totals);
  drawSignatures(doc);
  drawFooters(doc, order);
  doc.end();
  return finished;
}

function drawHeader(doc: Doc, order: PrintOrder) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font('Helvetica-Bold').fontSize(11).text(order.companyName, left, MARGIN, { width });
  doc.font('Helvetica-Bold').fontSize(16).text('Surat Perintah Jalan', { width, align: 'center' });
  doc.font('Helvetica').fontSize(10).text(`Penugasan ${order.number}`, { width, align: 'center' });
  doc.moveDown(0.6);
  const y = doc.y;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1)
    .strokeColor('#000000')
    .stroke();
  doc.y = y + 6;
}

/** Two columns of label and value: the task, the vehicle and driver, the departure. */
function drawDetails(doc: Doc, order: PrintOrder) {
  const left: [string, string][] = [
    ['Nomor Penugasan', order.number],
    ['Status', order.status],
    ['Referensi Pengiriman', order.shipmentReference],
    ['Dicetak pada', order.printedAt],
  ];
  const right: [string, string][] = [
    ['Kendaraan', `${order.vehicle.plate} (${order.vehicle.type})`],
    ['Pengemudi', order.driver.name],
    ['No. Telepon Pengemudi', order.driver.phone],
    ['Rencana Keberangkatan', order.departure.expected],
    ['Keberangkatan Aktual', order.departure.actual],
  ];
  const half = contentWidth(doc) / 2;
  const top = doc.y;
  const leftEnd = drawLabelled(doc, left, doc.page.margins.left, top, half - 10);
  const rightEnd = drawLabelled(doc, right, doc.page.margins.left + half, top, half);
  doc.x = doc.page.margins.left;
  doc.y = Math.max(leftEnd, rightEnd) + 10;
}

/** Label and value pairs from (x, y) down; returns where they end. */
function drawLabelled(doc: Doc, pairs: [string, string][], x: number, y: number, width: number) {
  const labelWidth = 105;
  let cursor = y;
  for (const [label, value] of pairs) {
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(label, x, cursor, { width: labelWidth });
    doc
      .font('Helvetica-Bold')
      .fillColor('#000000')
      .text(value, x + labelWidth, cursor, { width: width - labelWidth });
    cursor = Math.max(doc.y, cursor + 12) + 2;
  }
  return cursor;
}

function sectionTitle(doc: Doc, title: string) {
  // A title alone at the foot of a page is useless: keep it with at least two table rows.
  ensureSpace(doc, 60);
  doc.y += 10;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#000000')
    .text(title, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

function drawRoute(doc: Doc, points: PrintPoint[]) {
  sectionTitle(doc, 'Rute Perjalanan');
  const columns: Column[] = [
    { header: 'No', width: 24, align: 'center' },
    { header: 'Jenis', width: 56 },
    { header: 'Alamat', width: 215 },
    { header: 'Perkiraan Tiba', width: 78 },
    { header: 'Durasi Bongkar/Muat', width: 72 },
    { header: 'Jarak ke Titik Berikut', width: 70, align: 'right' },
  ];
  const rows = points.map((point) => [
    String(point.number),
    point.type,
    `${point.name}\n${point.fullAddress}`,
    point.arrival,
    point.serviceTime,
    point.distance,
  ]);
  drawTable(doc, columns, rows);
}

const ORDER_COLUMNS: Column[] = [
  { header: 'No. DO', width: 78 },
  { header: 'Pelanggan', width: 92 },
  { header: 'Aktivitas', width: 44 },
  { header: 'Produk', width: 111 },
  { header: 'Jumlah', width: 46, align: 'right' },
  { header: 'Satuan', width: 44 },
  { header: 'Berat', width: 52, align: 'right' },
  { header: 'Volume', width: 48, align: 'right' },
];

/** Per stop, the orders picked up or dropped there with their loads, one row per load. */
function drawOrders(doc: Doc, points: PrintPoint[]) {
  sectionTitle(doc, 'Muatan per Titik');
  const stops = points.filter((point) => point.activities.length > 0);
  if (stops.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text('Tidak ada data', { width: contentWidth(doc) });
    return;
  }
  for (const stop of stops) {
    ensureSpace(doc, 50);
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`Titik ${stop.number}: ${stop.name}`, doc.page.margins.left, doc.y + 4, {
        width: contentWidth(doc),
      });
    doc.moveDown(0.2);
    drawTable(doc, ORDER_COLUMNS, stop.activities.flatMap(activityRows));
  }
}

function activityRows(activity: PrintActivity): string[][] {
  const loads = activity.loads.length > 0 ? activity.loads : [null];
  // The order's own cells only on its first row, so the eye sees one block per order.
  return loads.map((load, index) => [
    index === 0 ? activity.orderNumber : '',
    index === 0 ? activity.customer : '',
    index === 0 ? activity.type : '',
    load?.product ?? '-',
    load?.quantity ?? '-',
    load?.unit ?? '-',
    load?.weight ?? '-',
    load?.volume ?? '-',
  ]);
}

function drawTotals(doc: Doc, totals: PrintOrder['totals']) {
  ensureSpace(doc, 30);
  doc.moveDown(0.6);
  const left = doc.page.margins.left;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000000')
    .text(`Total Berat: ${totals.weight}     Total Volume: ${totals.volume}`, left, doc.y, {
      width: contentWidth(doc),
      align: 'right',
    });
}

/** Three boxes side by side, kept together on one page. */
function drawSignatures(doc: Doc) {
  const boxHeight = 80;
  ensureSpace(doc, boxHeight + 40);
  doc.moveDown(1.2);
  const gap = 15;
  const width = (contentWidth(doc) - 2 * gap) / 3;
  const top = doc.y;
  ['Pengirim', 'Pengemudi', 'Penerima'].forEach((role, index) => {
    const x = doc.page.margins.left + index * (width + gap);
    doc.font('Helvetica-Bold').fontSize(9).text(role, x, top, { width, align: 'center' });
    doc
      .rect(x, top + 14, width, boxHeight)
      .lineWidth(0.8)
      .strokeColor(BORDER)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text('Nama, tanda tangan dan tanggal', x, top + 14 + boxHeight - 12, { width, align: 'center' });
    doc.fillColor('#000000');
  });
  doc.x = doc.page.margins.left;
  doc.y = top + boxHeight + 20;
}

function drawFooters(doc: Doc, order: PrintOrder) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing under the bottom margin would make pdfkit open a page; the footer lives there on purpose.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text(
        `${order.number} - dicetak ${order.printedAt} - Halaman ${index + 1} dari ${range.count}`,
        doc.page.margins.left,
        doc.page.height - MARGIN + 8,
        { width: contentWidth(doc), align: 'center', lineBreak: false },
      );
  }
}

/**
 * A bordered table that flows onto new pages: a row that does not fit starts a page, and each page
 * repeats the header row, so a 40-stop route stays readable instead of running off the paper.
 */
function drawTable(doc: Doc, columns: Column[], rows: string[][]) {
  drawRow(
    doc,
    columns,
    columns.map((column) => column.header),
    true,
  );
  for (const cells of rows) {
    if (doc.y + rowHeight(doc, columns, cells, false) > contentBottom(doc)) {
      doc.addPage();
      drawRow(
        doc,
        columns,
        columns.map((column) => column.header),
        true,
      );
    }
    drawRow(doc, columns, cells, false);
  }
  doc.x = doc.page.margins.left;
}

const cellFont = (isHeader: boolean) => (isHeader ? 'Helvetica-Bold' : 'Helvetica');

function rowHeight(doc: Doc, columns: Column[], cells: string[], isHeader: boolean) {
  // Measured in the font it is drawn in: bold headers wrap sooner than body text.
  doc.font(cellFont(isHeader)).fontSize(BODY_SIZE);
  const tallest = Math.max(
    ...columns.map((column, index) =>
      doc.heightOfString(cells[index] ?? '', { width: column.width - 2 * CELL_PADDING }),
    ),
  );
  // A freak cell taller than a page is cut rather than pushing the table off the paper.
  return Math.min(tallest + 2 * CELL_PADDING, contentBottom(doc) - MARGIN - 40);
}

function drawRow(doc: Doc, columns: Column[], cells: string[], isHeader: boolean) {
  const height = rowHeight(doc, columns, cells, isHeader);
  const top = doc.y;
  let x = doc.page.margins.left;
  columns.forEach((column, index) => {
    if (isHeader) doc.rect(x, top, column.width, height).fill(HEADER_FILL);
    doc.rect(x, top, column.width, height).lineWidth(0.5).strokeColor(BORDER).stroke();
    doc
      .font(cellFont(isHeader))
      .fontSize(BODY_SIZE)
      .fillColor('#000000')
      .text(cells[index] ?? '', x + CELL_PADDING, top + CELL_PADDING, {
        width: column.width - 2 * CELL_PADDING,
        height: height - 2 * CELL_PADDING,
        align: column.align ?? 'left',
        ellipsis: true,
      });
    x += column.width;
  });
  doc.y = top + height;
}
