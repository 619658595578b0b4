/** Starts a gallery frame: the frame page, and (opened alone) its own live reload. */
import { createRoot } from 'react-dom/client';
import { containScrolling } from './contain-scrolling.ts';
import { onGalleryChange } from './gallery-api.ts';
import { FramePage, type FrameRequest } from './FramePage.tsx';

export function startFrame(root: HTMLElement, query: URLSearchParams): void {
  const request: FrameRequest = {
    screen: query.get('screen') ?? '',
    fixture: query.get('fixture') ?? 'default',
    locale: query.get('locale'),
  };
  document.documentElement.classList.add('gallery-frame');
  if (window.top !== window) containScrolling();
  createRoot(root).render(<FramePage request={request} />);

  // Inside the index page, the index reloads the frame; a frame opened alone reloads itself.
  if (window.top === window) {
    onGalleryChange((change) => {
      if (change.screen === null || change.screen === request.screen) window.location.reload();
    });
  }
}
