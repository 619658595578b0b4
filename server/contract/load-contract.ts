import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createContractAjv } from './ajv.ts';
import { contractDir } from '../paths.ts';
import { borrowerFieldMessages, checkFieldMessages, readFieldMessages } from './field-messages.ts';
import { MULTIPART, multipartSpec } from './multipart-fields.ts';

export type AuthMode = 'none' | 'required' | 'optional';

export interface EndpointContract {
  id: string;
  method: 'GET' | 'POST';
  /** Below /api1, path parameters as {name}. */
  path: string;
  auth: AuthMode;
  summary: string;
  /** How the body is sent: JSON (the default) or a multipart form with file fields (uploads). */
  contentType?: 'application/json' | 'multipart/form-data';
  devOnly?: boolean;
  query?: object;
  params?: object;
  body?: object;
  response: object;
}

export type Contract = ReadonlyMap<string, EndpointContract>;

/**
 * Reads every endpoint file of schemas/api/endpoints/ and checks it against
 * schemas/api/endpoint.schema.json, and their `x-message`s against their Hindi
 * (`field-messages.hi.json`); a bad file stops the server at start.
 */
export function loadContract(dir: string = contractDir): Contract {
  const ajv = createContractAjv({ coerceTypes: false });
  const checkFile = ajv.compile(JSON.parse(readFileSync(path.join(dir, 'endpoint.schema.json'), 'utf8')));
  const endpointsDir = path.join(dir, 'endpoints');
  const contract = new Map<string, EndpointContract>();
  for (const file of readdirSync(endpointsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const endpoint = JSON.parse(readFileSync(path.join(endpointsDir, file), 'utf8')) as EndpointContract;
    if (!checkFile(endpoint)) {
      throw new Error(`schemas/api/endpoints/${file}: ${ajv.errorsText(checkFile.errors)}`);
    }
    if (`${endpoint.id}.json` !== file)
      throw new Error(`schemas/api/endpoints/${file}: id "${endpoint.id}" must equal the file name`);
    for (const part of ['query', 'params', 'body'] as const) {
      // Compiling here reports a broken request schema at start, not on the first request.
      if (endpoint[part]) ajv.compile(endpoint[part]);
    }
    if (endpoint.contentType === MULTIPART) multipartSpec(endpoint.id, endpoint.body);
    contract.set(endpoint.id, endpoint);
  }
  checkFieldMessages(borrowerFieldMessages(contract.values()), readFieldMessages(dir));
  return contract;
}
