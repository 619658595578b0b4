/** Starts the gallery's index page. */
import { createRoot } from 'react-dom/client';
import { IndexPage } from './IndexPage.tsx';

export function startIndex(root: HTMLElement, query: URLSearchParams): void {
  document.title = 'Screens gallery';
  createRoot(root).render(<IndexPage locale={query.get('locale')} />);
}
