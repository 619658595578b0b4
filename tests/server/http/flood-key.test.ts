// What the flood limit counts a request against, and how many session look-ups it may cost
// (decision 0069): the look-up runs before the limit, so it must not be a way around it.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { floodKey, isBorrowerKey } from '../../../server/http/flood-key.ts';
import type { AuthSession } from '../../../server/modules/auth/sessions.ts';
import { newSessionToken } from '../../../server/modules/auth/secrets.ts';

const START = 1_800_000_000_000; // the start of a minute

function request(ip: string, token: string | undefined, auth = 'required'): FastifyRequest {
  return {
    ip,
    headers: token ? { token } : {},
    routeOptions: { config: { auth } },
  } as unknown as FastifyRequest;
}

/** Sessions by token; counts the look-ups, which may be held open to see requests at once. */
function sessions(live: Record<string, number>) {
  const looked: string[] = [];
  let hold: Promise<void> = Promise.resolve();
  return {
    looked,
    holdUntil(promise: Promise<void>) {
      hold = promise;
    },
    sessionOf: async (req: FastifyRequest): Promise<AuthSession | null> => {
      const token = req.headers.token as string;
      looked.push(token);
      await hold;
      const userId = live[token];
      return userId === undefined ? null : { sessionId: userId, userId, phone: '919000000000', isApp: false };
    },
  };
}

describe('the flood key', () => {
  it("names a live token's borrower, the same on every network, and looks the token up once a minute", async () => {
    let now = START;
    const token = newSessionToken();
    const db = sessions({ [token]: 42 });
    const key = floodKey({ sessionOf: db.sessionOf, unknownTokensPerMinute: 3, now: () => now });
    expect(await key(request('203.0.113.7', token))).toBe('borrower:42');
    expect(await key(request('2001:db8:1:2:3:4:5:6', token))).toBe('borrower:42');
    expect(db.looked).toHaveLength(1);
    now += 60_000;
    expect(await key(request('203.0.113.7', token))).toBe('borrower:42');
    expect(db.looked).toHaveLength(2);
    expect(isBorrowerKey('borrower:42')).toBe(true);
    expect(isBorrowerKey('203.0.113.7')).toBe(false);
  });

  it('names the network, with no look-up, for a route that reads no token or a token of the wrong form', async () => {
    const token = newSessionToken();
    const db = sessions({ [token]: 42 });
    const key = floodKey({ sessionOf: db.sessionOf, unknownTokensPerMinute: 3, now: () => START });
    expect(await key(request('203.0.113.7', token, 'none'))).toBe('203.0.113.7');
    expect(await key(request('203.0.113.7', undefined))).toBe('203.0.113.7');
    expect(await key(request('203.0.113.7', 'not-a-token'))).toBe('203.0.113.7');
    expect(await key(request('2001:db8:1:2:3:4:5:6', `${token}x`))).toBe('2001:db8:1:2::');
    expect(db.looked).toEqual([]);
  });

  it('stops looking up the tokens of a network whose tokens named nobody, until the minute turns', async () => {
    let now = START;
    const live = newSessionToken();
    const db = sessions({ [live]: 7 });
    const key = floodKey({ sessionOf: db.sessionOf, unknownTokensPerMinute: 3, now: () => now });
    for (let guess = 0; guess < 10; guess++)
      expect(await key(request('198.51.100.9', newSessionToken()))).toBe('198.51.100.9');
    expect(db.looked).toHaveLength(3);
    // Even a live token is the network's there now (its first request of the minute).
    expect(await key(request('198.51.100.9', live))).toBe('198.51.100.9');
    expect(db.looked).toHaveLength(3);
    // Another network is looked up as before; so is this one in the next minute.
    expect(await key(request('198.51.100.10', live))).toBe('borrower:7');
    now += 60_000;
    expect(await key(request('198.51.100.9', newSessionToken()))).toBe('198.51.100.9');
    expect(db.looked).toHaveLength(5);
  });

  it('does not let many unknown tokens at once past the budget, and gives back what live ones took', async () => {
    const live = [newSessionToken(), newSessionToken()];
    const db = sessions({ [live[0]!]: 1, [live[1]!]: 2 });
    const key = floodKey({ sessionOf: db.sessionOf, unknownTokensPerMinute: 3, now: () => START });
    let open!: () => void;
    db.holdUntil(new Promise<void>((resolve) => (open = resolve)));
    const keys = Promise.all(Array.from({ length: 20 }, () => key(request('192.0.2.1', newSessionToken()))));
    open();
    expect(await keys).toEqual(Array<string>(20).fill('192.0.2.1'));
    expect(db.looked).toHaveLength(3);

    const fresh = floodKey({ sessionOf: db.sessionOf, unknownTokensPerMinute: 1, now: () => START });
    expect(await fresh(request('192.0.2.2', live[0]))).toBe('borrower:1');
    expect(await fresh(request('192.0.2.2', live[1]))).toBe('borrower:2');
    expect(await fresh(request('192.0.2.2', newSessionToken()))).toBe('192.0.2.2');
    expect(db.looked).toHaveLength(6);
  });
});
