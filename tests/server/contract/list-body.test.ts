import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/contract/load-contract.ts';
import { contractFolders } from '../helpers/contract-folder.ts';

const contractFolder = contractFolders();

const item = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string' } },
  additionalProperties: false,
};

/** A contract folder holding one endpoint file. */
function contractWith(endpoint: Record<string, unknown>): string {
  return contractFolder([
    {
      id: 'event.batch',
      method: 'POST',
      path: '/events',
      auth: 'none',
      summary: 'A batch.',
      response: {},
      ...endpoint,
    },
  ]);
}

describe('a list body in the contract format', () => {
  it('is accepted as a bounded list of objects that refuse unknown fields', () => {
    const contract = loadContract(
      contractWith({ body: { type: 'array', minItems: 1, maxItems: 20, items: item } }),
    );
    expect(contract.get('event.batch')?.body).toMatchObject({ type: 'array', maxItems: 20 });
  });

  it.each([
    ['without maxItems (an unbounded batch)', { body: { type: 'array', items: item } }],
    ['of items that are not objects', { body: { type: 'array', maxItems: 5, items: { type: 'string' } } }],
    [
      'whose items take unknown fields',
      { body: { type: 'array', maxItems: 5, items: { ...item, additionalProperties: true } } },
    ],
    [
      'sent as a multipart form',
      { contentType: 'multipart/form-data', body: { type: 'array', maxItems: 5, items: item } },
    ],
  ])('stops the server at start when %s', (_case, endpoint) => {
    expect(() => loadContract(contractWith(endpoint))).toThrow('schemas/api/endpoints/event.batch.json');
  });
});
