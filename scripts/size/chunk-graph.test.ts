import { describe, expect, it } from 'vitest';
import { screenCosts, type BuiltChunk } from './chunk-graph.ts';

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[],
  kb: number,
  entry = false,
): BuiltChunk => ({
  fileName,
  name: entry ? 'main' : fileName,
  facadeModuleId: facade,
  isEntry: entry,
  imports,
  gzipBytes: kb * 1024,
});

const chunks = [
  chunk('main.js', '/app/index.html', ['framework.js', 'renderer.js'], 8, true),
  chunk('framework.js', null, [], 30),
  chunk('renderer.js', null, ['framework.js'], 10),
  chunk('login.js', '/app/schemas/screens/login.json', [], 1),
  chunk('overlay.feedback.js', '/app/schemas/screens/overlay.feedback.json', [], 1),
  chunk('home.js', '/app/schemas/screens/home.json', [], 2),
  chunk('Table.js', '/app/widgets/table/Table.tsx', ['renderer.js', 'choice.js'], 3),
  chunk('choice.js', null, [], 1),
  chunk('TextField.js', '/app/widgets/text-field/TextField.tsx', ['renderer.js'], 4),
];
const screens: Record<string, unknown> = {
  login: { body: [{ type: 'Column', children: [{ type: 'TextField' }] }] },
  'overlay.feedback': { body: [{ type: 'Fab' }] },
  home: { body: [{ type: 'Table' }], dialogs: { d: { body: [{ type: 'TextField' }] } } },
};
const costs = screenCosts(
  chunks,
  'main',
  (id) => screens[id],
  (id) => id === 'login' || id.startsWith('overlay.'),
);

describe('what each screen downloads', () => {
  it('counts the entry, everything it imports and the first screens with their widgets as the first visit', () => {
    expect(costs.firstVisit.files).toEqual([
      'TextField.js',
      'framework.js',
      'login.js',
      'main.js',
      'overlay.feedback.js',
      'renderer.js',
    ]);
    expect(costs.firstVisit.gzipBytes).toBe((8 + 30 + 10 + 1 + 1 + 4) * 1024);
  });

  it('counts for a later screen only what the first visit did not bring: its document and new widgets', () => {
    expect(costs.laterScreens).toEqual([
      { id: 'home', files: ['Table.js', 'choice.js', 'home.js'], gzipBytes: (3 + 1 + 2) * 1024 },
    ]);
  });
});
