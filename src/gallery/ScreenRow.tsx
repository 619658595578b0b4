/** One screen on the index page: its name and route, then its fixtures side by side. */
import type { GalleryScreen } from './gallery-api.ts';
import { FixtureCard } from './FixtureCard.tsx';
import { ProblemList } from './ProblemList.tsx';

interface ScreenRowProps {
  screen: GalleryScreen;
  locale: string | null;
  reload: number;
}

export function ScreenRow({ screen, locale, reload }: ScreenRowProps) {
  return (
    <section className="gallery-screen" aria-labelledby={`screen-${screen.id}`} data-screen={screen.id}>
      <h2 id={`screen-${screen.id}`} className="gallery-screen__title">
        {screen.id}{' '}
        <span className="gallery-screen__route">
          {screen.path ?? 'fragment'} · {screen.title}
        </span>
      </h2>
      <div className="gallery-screen__fixtures">
        {screen.fixtures.length === 0 ? (
          <div className="gallery-card__phone">
            <ProblemList problems={screen.problems} title={`${screen.id} has no fixture`} />
          </div>
        ) : (
          screen.fixtures.map((fixture) => (
            <FixtureCard
              key={fixture.name}
              screen={screen}
              fixture={fixture}
              locale={locale}
              reload={reload}
            />
          ))
        )}
      </div>
    </section>
  );
}
