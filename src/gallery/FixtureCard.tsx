/** One fixture of a screen on the index page: its frame at phone size, or the problems instead. */
import type { GalleryFixture, GalleryScreen } from './gallery-api.ts';
import { frameUrl } from './gallery-api.ts';
import { ProblemList } from './ProblemList.tsx';

export const FRAME_WIDTH = 360;
export const FRAME_HEIGHT = 800;

interface FixtureCardProps {
  screen: GalleryScreen;
  fixture: GalleryFixture;
  locale: string | null;
  /** Changes when the frame must reload (its screen or fixture file changed). */
  reload: number;
}

export function FixtureCard({ screen, fixture, locale, reload }: FixtureCardProps) {
  const problems = [...screen.problems, ...fixture.problems];
  return (
    <figure className="gallery-card" data-fixture={fixture.name}>
      <div className="gallery-card__phone" style={{ width: FRAME_WIDTH, height: FRAME_HEIGHT }}>
        {problems.length > 0 ? (
          <ProblemList
            problems={problems}
            title={`${screen.id} — ${fixture.name}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`}
          />
        ) : (
          <iframe
            key={reload}
            className="gallery-card__frame"
            src={frameUrl(screen.id, fixture.name, locale)}
            title={fixture.title}
            width={FRAME_WIDTH}
            height={FRAME_HEIGHT}
            loading="lazy"
          />
        )}
      </div>
      <figcaption className="gallery-card__caption">
        {fixture.title} <span className="gallery-card__name">{fixture.name}</span>
      </figcaption>
    </figure>
  );
}
