/** A fragment screen the shell draws over every route (the floating Feedback button). */
import { ScreenView } from '../../renderer/screen/ScreenView.tsx';
import { useShell } from './app-context.ts';
import { useScreenDocument } from './use-screen-document.ts';

export function Overlay({ id }: { id: string }) {
  const { document } = useScreenDocument(useShell().screens, id);
  return document ? <ScreenView document={document} /> : null;
}
