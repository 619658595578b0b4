/**
 * A streaming CSV reader (RFC 4180): fields separated by commas, records by CRLF, LF or CR; a field
 * in double quotes may hold commas, line breaks and doubled quotes (""). A broken record (text after
 * a closing quote, a quote inside an unquoted field, a quote left open at the end) is still handed
 * on, with `error` set, so the caller can report its line and carry on with the next record.
 */
export interface CsvRecord {
  /** The physical line the record starts on (1 is the first line of the file). */
  line: number;
  fields: string[];
  /** Why the record is malformed; its fields are then only a best effort. */
  error?: string;
}

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted';

export class CsvRecordParser {
  private fields: string[] = [];
  private field = '';
  private state: State = 'fieldStart';
  private line = 1;
  private recordLine = 1;
  private error: string | undefined;
  // A CR ended the previous chunk's last record: an LF at the start of the next chunk belongs to it.
  private afterCarriageReturn = false;
  private started = false;
  private out: CsvRecord[] = [];

  /** Parses the next piece of text; returns the records it completed. */
  push(chunk: string): CsvRecord[] {
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // byte order mark
    }
    let i = 0;
    if (this.afterCarriageReturn && text.length > 0) {
      this.afterCarriageReturn = false;
      if (text[0] === '\n') i = 1;
    }
    while (i < text.length) i = this.step(text, i);
    return this.take();
  }

  /** Ends the input: returns the last record when the text did not end with a line break. */
  finish(): CsvRecord[] {
    if (this.state === 'quoted') {
      this.fail('a quoted field is not closed before the end of the file');
      this.endRecord();
    } else if (this.state !== 'fieldStart' || this.fields.length > 0) {
      this.endRecord();
    }
    return this.take();
  }

  private take(): CsvRecord[] {
    const done = this.out;
    this.out = [];
    return done;
  }

  /** Consumes text from `i`; returns where to continue. */
  private step(text: string, i: number): number {
    switch (this.state) {
      case 'fieldStart':
        return this.atFieldStart(text, i);
      case 'unquoted':
        return this.inUnquoted(text, i);
      case 'quoted':
        return this.inQuoted(text, i);
      case 'quoteInQuoted':
        return this.afterQuoteInQuoted(text, i);
    }
  }

  private atFieldStart(text: string, i: number): number {
    const ch = text[i];
    if (ch === '"') {
      this.state = 'quoted';
      return i + 1;
    }
    if (ch === ',') {
      this.endField();
      return i + 1;
    }
    if (ch === '\n' || ch === '\r') return this.lineBreak(text, i);
    this.state = 'unquoted';
    return i;
  }

  private inUnquoted(text: string, i: number): number {
    let j = i;
    while (j < text.length) {
      const ch = text[j];
      if (ch === ',' || ch === '\n' || ch === '\r' || ch === '"') break;
      j += 1;
    }
    this.field += text.slice(i, j);
    if (j === text.length) return j;
    const ch = text[j];
    if (ch === '"') {
      this.fail('a double quote inside a field that does not start with one');
      this.field += ch;
      return j + 1;
    }
    if (ch === ',') {
      this.endField();
      return j + 1;
    }
    return this.lineBreak(text, j);
  }

  private inQuoted(text: string, i: number): number {
    const quote = text.indexOf('"', i);
    const end = quote === -1 ? text.length : quote;
    const piece = text.slice(i, end);
    this.field += piece;
    for (let k = piece.indexOf('\n'); k !== -1; k = piece.indexOf('\n', k + 1)) this.line += 1;
    if (quote === -1) return end;
    this.state = 'quoteInQuoted';
    return quote + 1;
  }

  private afterQuoteInQuoted(text: string, i: number): number {
    const ch = text[i];
    if (ch === '"') {
      this.field += '"';
      this.state = 'quoted';
      return i + 1;
    }
    if (ch === ',') {
      this.endField();
      return i + 1;
    }
    if (ch === '\n' || ch === '\r') return this.lineBreak(text, i);
    this.fail('text after the closing quote of a field');
    this.state = 'unquoted';
    return i;
  }

  /** A line break outside quotes ends the record; CRLF counts as one. */
  private lineBreak(text: string, i: number): number {
    this.endRecord();
    let next = i + 1;
    if (text[i] === '\r') {
      if (next < text.length) {
        if (text[next] === '\n') next += 1;
      } else {
        this.afterCarriageReturn = true;
      }
    }
    this.line += 1;
    this.recordLine = this.line;
    return next;
  }

  private endField(): void {
    this.fields.push(this.field);
    this.field = '';
    this.state = 'fieldStart';
  }

  private endRecord(): void {
    this.fields.push(this.field);
    const blankLine = this.fields.length === 1 && this.fields[0] === '' && !this.error;
    if (!blankLine) {
      this.out.push({
        line: this.recordLine,
        fields: this.fields,
        ...(this.error ? { error: this.error } : {}),
      });
    }
    this.fields = [];
    this.field = '';
    this.error = undefined;
    this.state = 'fieldStart';
  }

  private fail(reason: string): void {
    this.error ??= reason;
  }
}

/** The records of a text stream (strings or UTF-8 bytes), read chunk by chunk. */
export async function* readCsvRecords(
  chunks: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<CsvRecord, void, undefined> {
  const parser = new CsvRecordParser();
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    yield* parser.push(text);
  }
  const rest = decoder.decode();
  if (rest) yield* parser.push(rest);
  yield* parser.finish();
}
