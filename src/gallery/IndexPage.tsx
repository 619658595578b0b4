/**
 * The gallery's index: every screen (with a filter box) and, per screen, each fixture's frame side
 * by side; kept live by one event stream for the whole page.
 */
import { useDeferredValue, useState } from 'react';
import type { GalleryScreen } from './gallery-api.ts';
import { ScreenRow } from './ScreenRow.tsx';
import { useLiveCatalog } from './use-live-catalog.ts';

export function matchesFilter(screen: GalleryScreen, filter: string): boolean {
  const wanted = filter.trim().toLowerCase();
  if (wanted === '') return true;
  return [screen.id, screen.title, screen.path ?? '', ...screen.fixtures.map((f) => `${f.name} ${f.title}`)]
    .join(' ')
    .toLowerCase()
    .includes(wanted);
}

export function IndexPage({ locale }: { locale: string | null }) {
  const { screens, failure, reloads } = useLiveCatalog();
  const [filter, setFilter] = useState('');
  const shownFilter = useDeferredValue(filter);
  const shown = (screens ?? []).filter((screen) => matchesFilter(screen, shownFilter));
  const broken = (screens ?? []).filter(
    (s) => s.problems.length > 0 || s.fixtures.some((f) => f.problems.length > 0),
  );
  return (
    <div className="gallery">
      <header className="gallery__header">
        <h1 className="gallery__title">Screens</h1>
        <p className="gallery__summary">
          {screens
            ? `${screens.length} screens, ${screens.reduce((n, s) => n + s.fixtures.length, 0)} fixtures, ${broken.length} with problems`
            : 'Loading…'}
        </p>
        <label className="gallery__filter">
          Filter
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="login, order, /orders…"
          />
        </label>
      </header>
      {failure && (
        <p className="gallery__failure" role="alert">
          {failure}
        </p>
      )}
      {shown.map((screen) => (
        <ScreenRow
          key={screen.id}
          screen={screen}
          locale={locale}
          reload={(reloads[screen.id] ?? 0) + (reloads['*'] ?? 0)}
        />
      ))}
    </div>
  );
}
