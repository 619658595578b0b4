import { catalogueEntry } from './error-catalogue.ts';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function success<T>(data: T): Envelope<T> {
  return { code: 0, msg: catalogueEntry('OK').msg, data };
}

/** `data` is null on a failure, except FIELDS_INVALID's field list (0009) and a resend refusal's wait (0023). */
export function failure(code: number, msg: string, data: object | null = null): Envelope<object | null> {
  return { code, msg, data };
}

/** The response schema of a route: the envelope around the endpoint's `data` schema. */
export function envelopeSchema(dataSchema: object): object {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: dataSchema },
  };
}
