import { describe, expect, it } from 'vitest';
import {
  CsvRecordParser,
  readCsvRecords,
  type CsvRecord,
} from '../../../../server/modules/bank/csv-records.ts';

function parseInPieces(text: string, pieceLength: number): CsvRecord[] {
  const parser = new CsvRecordParser();
  const records: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += pieceLength)
    records.push(...parser.push(text.slice(i, i + pieceLength)));
  records.push(...parser.finish());
  return records;
}

const parse = (text: string) => parseInPieces(text, text.length || 1);

describe('CSV records (RFC 4180)', () => {
  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text = 'a,"b, c","say ""hi""","two\nlines",\nnext,row,,,\n';
    expect(parse(text)).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"', 'two\nlines', ''] },
      { line: 3, fields: ['next', 'row', '', '', ''] },
    ]);
  });

  it('ends records at CRLF, LF or CR, skips blank lines and a byte order mark', () => {
    const text = '\ufeffh1,h2\r\n1,2\n\r\n3,4\r5,6';
    expect(parse(text)).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 2, fields: ['1', '2'] },
      { line: 4, fields: ['3', '4'] },
      { line: 5, fields: ['5', '6'] },
    ]);
  });

  it('reads the same records whatever the size of the pieces the text arrives in', () => {
    const text =
      'BANK,ADDRESS\r\n"Alpha ""A"" Bank","12, ROAD\r\nPUNE"\r\nBeta,"x"\r\n"bad"y,z\r\nlast,"open\r\n';
    const whole = parse(text);
    expect(whole).toHaveLength(5);
    for (let size = 1; size <= 9; size += 1) expect(parseInPieces(text, size)).toEqual(whole);
  });

  it('marks a broken record with the reason and its line, and carries on', () => {
    const records = parse('ok,1\n"closed"then,2\nplain"quote,3\nfine,4\n"never closed,5\nrest,6\n');
    expect(records.map((r) => [r.line, r.error])).toEqual([
      [1, undefined],
      [2, 'text after the closing quote of a field'],
      [3, 'a double quote inside a field that does not start with one'],
      [4, undefined],
      [5, 'a quoted field is not closed before the end of the file'],
    ]);
    expect(records[3]?.fields).toEqual(['fine', '4']);
  });

  it('decodes UTF-8 split between byte chunks of a stream', async () => {
    const bytes = new TextEncoder().encode('name,city\nगणेश,"Pune, MH"\n');
    async function* oneByteAtATime() {
      for (const byte of bytes) yield new Uint8Array([byte]);
    }
    const records: CsvRecord[] = [];
    for await (const record of readCsvRecords(oneByteAtATime())) records.push(record);
    expect(records[1]).toEqual({ line: 2, fields: ['गणेश', 'Pune, MH'] });
  });
});
