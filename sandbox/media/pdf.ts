/**
 * A minimal valid one-page PDF 1.4 with text lines in Helvetica: the cross-reference table
 * holds the exact byte offset of every object, and `startxref` points at `xref`.
 */

/** PDF string literal in WinAnsi (Latin-1) bytes; other characters become `?`. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const latin = char === '–' || char === '—' ? '-' : char === '’' ? "'" : code <= 0xff ? char : '?';
    out += latin === '\\' || latin === '(' || latin === ')' ? `\\${latin}` : latin;
  }
  return `(${out})`;
}

export function renderPdf(title: string, lines: string[] = []): Buffer {
  const content = [
    'BT',
    '/F1 22 Tf',
    '56 770 Td',
    `${pdfString(title)} Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line) => ['0 -28 Td', `${pdfString(line)} Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (Sandbox provider) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
