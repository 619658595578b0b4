import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/db/db.ts';
import { sandboxAadhaar } from '../../../../server/providers/aadhaar/sandbox-aadhaar.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
});
afterAll(() => testDb.dispose());

const provider = () => sandboxAadhaar(db, 'a-secret-of-the-test-server-only', Fastify({ logger: false }).log);

async function outboxFor(phone: string) {
  const { rows } = await db.query<{ text: string }>(
    'SELECT text FROM sms_outbox WHERE phone = $1 ORDER BY id DESC',
    [phone],
  );
  return rows.map((row) => row.text);
}

describe('the sandbox Aadhaar provider', () => {
  const send = { aadhaar: '234567890124', borrowerPhone: '919876500001', validMinutes: 10, now: new Date() };

  it("sends a 6-digit code to the borrower's phone through the SMS outbox, code first", async () => {
    const { reference } = await provider().sendOtp(send);
    expect(reference).toMatch(/^sandbox-aadhaar-[0-9a-f-]{36}$/);
    const [text] = await outboxFor(send.borrowerPhone);
    expect(text).toMatch(/^\d{6} is your OTP to verify Aadhaar ending 0124\. It is valid for 10 minutes\./);
    expect(text).not.toContain('234567890124');
  });

  it('keeps the code only as a salted hash', async () => {
    const { reference } = await provider().sendOtp({ ...send, borrowerPhone: '919876500002' });
    const code = (await outboxFor('919876500002'))[0]!.slice(0, 6);
    const { rows } = await db.query<{ code_hash: string; salt: string }>(
      'SELECT code_hash, salt FROM sandbox_aadhaar_otps WHERE reference = $1',
      [reference],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('verifies the code it sent, and only that code, for that reference', async () => {
    const sandbox = provider();
    const first = await sandbox.sendOtp({ ...send, borrowerPhone: '919876500003' });
    const code = (await outboxFor('919876500003'))[0]!.slice(0, 6);
    const second = await sandbox.sendOtp({ ...send, borrowerPhone: '919876500004' });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await sandbox.checkOtp(first.reference, code)).toEqual({ verified: true, holderName: null });
    expect(await sandbox.checkOtp(first.reference, wrong)).toEqual({ verified: false, holderName: null });
    expect(await sandbox.checkOtp(second.reference, code)).toMatchObject({ verified: false });
    expect(await sandbox.checkOtp('sandbox-aadhaar-unknown', code)).toMatchObject({ verified: false });
  });
});
