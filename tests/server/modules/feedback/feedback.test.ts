import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../helpers/api.ts';
import { countRows } from '../../helpers/db-rows.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAVE = '/opinion-record/v1/save';
const FORMAT_MESSAGE =
  'Please write your feedback with letters, digits, spaces and _ ? ! , . only (at most 300).';

// Each test sends from its own address, so the hourly limit of one does not touch another.
let nextAddress = 0;
const newAddress = () => `10.77.0.${(nextAddress += 1)}`;

const save = (content: unknown, options: { token?: string; ip: string }) =>
  apiPost<{ id: number }>(t.app, SAVE, { content }, options);

describe('POST /api1/opinion-record/v1/save', () => {
  it("keeps a visitor's feedback, trimmed, without a borrower", async () => {
    const ip = newAddress();
    const { body } = await save('  The app is quick, thank you! Can I repay early?  ', { ip });
    expect(body).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    const { rows } = await t.db.query('SELECT user_id, content, ip FROM feedback WHERE id = $1', [
      body.data.id,
    ]);
    expect(rows).toEqual([{ user_id: null, content: 'The app is quick, thank you! Can I repay early?', ip }]);
  });

  it("keeps a signed-in borrower's feedback with the borrower", async () => {
    const me = await signIn(t.app);
    const { body } = await save('Loan_history is clear.', { token: me.token, ip: newAddress() });
    expect(body.code).toBe(0);
    const { rows } = await t.db.query<{ phone: string }>(
      'SELECT u.phone FROM feedback f JOIN users u ON u.id = f.user_id WHERE f.id = $1',
      [body.data.id],
    );
    expect(rows).toEqual([{ phone: me.phone }]);
  });

  it('accepts 300 characters and letters of any script', async () => {
    const ip = newAddress();
    expect((await save('a'.repeat(300), { ip })).body.code).toBe(0);
    expect((await save('Très bien', { ip })).body.code).toBe(0);
    // Devanagari vowel signs and the virama are marks, not letters: Hindi must still read as written.
    const hindi = await save('नमस्ते, ऐप बहुत अच्छा है!', { ip });
    expect(hindi.body.code).toBe(0);
    const { rows } = await t.db.query('SELECT content FROM feedback WHERE id = $1', [hindi.body.data.id]);
    expect(rows).toEqual([{ content: 'नमस्ते, ऐप बहुत अच्छा है!' }]);
  });

  it('accepts the Devanagari full stops and the joiners Indian keyboards type (decision 0060)', async () => {
    const ip = newAddress();
    // The danda ends a Hindi sentence as the period ends an English one; the double danda a verse.
    // A zero-width joiner or non-joiner chooses how letters join (क्‍ष, a half क before ष).
    const written = 'ऐप बहुत अच्छा है। धन्यवाद॥ क्\u200dष क्\u200cष';
    const { body } = await save(written, { ip });
    expect(body.code).toBe(0);
    const { rows } = await t.db.query('SELECT content FROM feedback WHERE id = $1', [body.data.id]);
    expect(rows).toEqual([{ content: written }]);
  });

  it.each([
    ['over 300 characters', 'a'.repeat(301)],
    ['markup', '<script>alert(1)</script>'],
    ['an e-mail address', 'write to me at a@b.in'],
    ['a line break', 'first line\nsecond line'],
    ['an emoji', 'great app 👍'],
    ['nothing at all', ''],
  ])('refuses feedback with %s: the message, and nothing saved', async (_case, content) => {
    const ip = newAddress();
    const { body } = await save(content, { ip });
    expect(body).toMatchObject({ msg: FORMAT_MESSAGE, data: null });
    expect(body.code).not.toBe(0);
    expect(await countRows(t.db, 'feedback', 'ip = $1', [ip])).toBe(0);
  });

  it('refuses feedback of only spaces, and a body without content', async () => {
    const ip = newAddress();
    expect((await save('     ', { ip })).body).toMatchObject({
      msg: 'Please write your feedback.',
      data: null,
    });
    const missing = await apiPost(t.app, SAVE, {}, { ip });
    expect(missing.body.msg).toBe(FORMAT_MESSAGE);
    expect(await countRows(t.db, 'feedback', 'ip = $1', [ip])).toBe(0);
  });

  it('takes at most 10 an hour from one sender, then again an hour after the first', async () => {
    const ip = newAddress();
    for (let i = 1; i <= 10; i += 1) expect((await save(`Note ${i}`, { ip })).body.code).toBe(0);
    const eleventh = await save('Note 11', { ip });
    expect(eleventh.body.msg).toMatch(
      /^You have sent a lot of feedback in the last hour\. Please try again in \d+ minutes\.$/,
    );
    expect(await countRows(t.db, 'feedback', 'ip = $1', [ip])).toBe(10);
    // A signed-in borrower on the same address is counted on their own.
    const me = await signIn(t.app);
    expect((await save('From my account', { token: me.token, ip })).body.code).toBe(0);

    await apiPost(t.app, '/dev/clock', { advanceMinutes: 61 });
    expect((await save('Note 11', { ip })).body.code).toBe(0);
  });
});
