/** A fragment screen the shell draws over every route (the floating Feedback button). */
import { ScreenView } from '../../renderer/screen/ScreenView.tsx';
import { useScreenLoader } from './app-context.ts';
import { useScreenDocument } from './use-screen-document.ts';

export function Overlay({ id }: { id: string }) {
  const { document } = useScreenDocument(useScreenLoader(), id);
  return document ? <ScreenView document={document} /> : null;
}
