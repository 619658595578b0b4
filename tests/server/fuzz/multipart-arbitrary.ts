/**
 * The body of a fuzzed upload (multipart endpoints): fuzzed text fields, and file parts that are
 * cheap to refuse: not an image, empty, an image cut short after its magic bytes, one byte over
 * the field's limit. Complete images would run the OCR and face models, seconds a case; the
 * module tests cover those. Also broken forms: no boundary, cut short, JSON instead of a form.
 */
import fc from 'fast-check';
import { fuzzValue } from './fuzz-arbitrary.ts';
import { hostileKey } from './hostile-values.ts';
import type { BodyPart } from './json-body-arbitrary.ts';
import { plainText } from './json-text.ts';
import type { FuzzHints, JsonSchema } from './valid-arbitrary.ts';
import { webpCutAfterChunkName } from '../helpers/image-bombs.ts';

interface Part {
  name: string;
  filename?: string;
  data: Buffer;
}

type FileSchema = JsonSchema & { 'x-max-bytes'?: number };

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const oversized = new Map<number, Buffer>();

/** One byte over the limit, starting like a PNG so only its size is wrong; built once per limit. */
function overLimit(maxBytes: number): Buffer {
  let bytes = oversized.get(maxBytes);
  if (!bytes) {
    bytes = Buffer.alloc(maxBytes + 1, 0x41);
    Buffer.from(PNG_MAGIC).copy(bytes);
    oversized.set(maxBytes, bytes);
  }
  return bytes;
}

const cheapFiles: ReadonlyArray<{ filename?: string; data: Buffer }> = [
  { filename: 'note.txt', data: Buffer.from('not an image at all') },
  { filename: 'photo.jpg', data: Buffer.from('renamed text, still text') },
  { filename: 'empty.png', data: Buffer.alloc(0) },
  { data: Buffer.alloc(0) },
  { filename: 'cut.png', data: Buffer.from([...PNG_MAGIC, 0, 0, 0, 13, 0x49, 0x48]) },
  { filename: 'cut.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]) },
  { filename: 'cut.webp', data: webpCutAfterChunkName() },
  { filename: 'doc.pdf', data: Buffer.from('%PDF-1.4\n%\xe2\xe3', 'latin1') },
  {
    filename: 'x.svg',
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
  },
  { filename: '../../etc/passwd', data: Buffer.from('MZ\x90\x00', 'latin1') },
  { filename: '😀\u0000.png', data: Buffer.from(PNG_MAGIC) },
];

function fileArbitrary(name: string, schema: FileSchema): fc.Arbitrary<Part> {
  const cheap = fc.constantFrom(...cheapFiles).map((file) => ({ name, ...file }));
  const tooBig = fc
    .constant(schema['x-max-bytes'] ?? 1)
    .map((max) => ({ name, filename: 'big.png', data: overLimit(max) }));
  return fc.oneof({ weight: 15, arbitrary: cheap }, { weight: 1, arbitrary: tooBig });
}

function formParts(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<Part[]> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const part =
      field.format === 'binary'
        ? fc.oneof(
            { weight: 6, arbitrary: fileArbitrary(name, field as FileSchema) },
            textPart(name, field, hints),
          )
        : textPart(name, field, hints);
    return fc.option(
      part.map((p) => [p]),
      { nil: [], freq: required.has(name) ? 8 : 2 },
    );
  });
  const extras = fc.oneof(
    { weight: 5, arbitrary: fc.constant<Part[]>([]) },
    fc.array(textPart('', { type: 'string' }, hints, hostileKey), { minLength: 1, maxLength: 2 }),
  );
  return fc.tuple(...fields, extras).map((groups) => groups.flat());
}

function textPart(
  name: string,
  schema: JsonSchema,
  hints: FuzzHints,
  names?: fc.Arbitrary<string>,
): fc.Arbitrary<Part> {
  return fc
    .tuple(names ?? fc.constant(name), fuzzValue({ ...schema, format: undefined }, hints))
    .map(([partName, value]) => ({ name: partName, data: Buffer.from(plainText(value)) }));
}

function encodeForm(parts: readonly Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename !== undefined ? `; filename="${part.filename}"` : '';
    const type = part.filename !== undefined ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
    );
    chunks.push(part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARY = '----fuzzBoundary7MA4YWxk';

export function multipartBodyArbitrary(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<BodyPart> {
  const form = formParts(schema, hints).map((parts) => encodeForm(parts, BOUNDARY));
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  return fc.oneof(
    { weight: 10, arbitrary: form.map((payload) => ({ payload, headers: { 'content-type': type } })) },
    {
      weight: 1,
      arbitrary: fc.tuple(form, fc.integer({ min: 1, max: 60 })).map(([payload, cut]) => ({
        payload: payload.subarray(0, Math.max(0, payload.length - cut)),
        headers: { 'content-type': type },
      })),
    },
    {
      weight: 1,
      arbitrary: form.chain((payload) =>
        fc.constantFrom<BodyPart>(
          { payload, headers: { 'content-type': 'multipart/form-data' } },
          { payload, headers: { 'content-type': 'multipart/form-data; boundary=other' } },
          { payload: '{"type":"pan"}', headers: { 'content-type': 'application/json' } },
          { payload, headers: {} },
          { headers: {} },
        ),
      ),
    },
  );
}
