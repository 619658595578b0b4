import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The ajv the contract is validated with. `x-message` is our annotation: the text shown to the
 * borrower when the field it sits on is missing or wrong (see validation-message.ts). `x-max-bytes`
 * and `x-accept` describe the file fields of multipart endpoints (schemas/api/README.md).
 */
export function createContractAjv(options: { coerceTypes: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    verbose: true,
    strict: true,
    coerceTypes: options.coerceTypes,
    useDefaults: true,
    allowUnionTypes: true,
    // Rupee amounts are `multipleOf: 0.01` (whole paise): 4000.1 / 0.01 is 400010.00000000006 in
    // binary floating point, which a plain check would refuse.
    multipleOfPrecision: 6,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' });
  // Upload limits of a file field (format: binary) of a multipart endpoint: read by
  // multipart-body.ts, not by validation (the file is checked by its bytes, not as text).
  ajv.addKeyword({ keyword: 'x-max-bytes', schemaType: 'number' });
  ajv.addKeyword({ keyword: 'x-accept', schemaType: 'array' });
  return ajv;
}
