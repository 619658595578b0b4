/**
 * What each screen downloads, read from the bundle the build wrote: the first visit is the app's
 * entry with everything it imports, plus the first screens' documents; a later screen adds its own
 * document chunk and the chunks of the on-demand widgets it draws (widgets/lazy-widget.tsx), with
 * their imports. Dynamic imports the code makes on first use (the HTTP client, the validation) are
 * not counted to a screen: `npm run bench` reports them separately.
 */
import { widgetTypesOf } from '../../renderer/document/widget-types.ts';

export interface BuiltChunk {
  fileName: string;
  /** The entry's name (`main`, `gallery`) or the chunk's. */
  name: string;
  /** Absolute path of the module the chunk was made for, if any. */
  facadeModuleId: string | null;
  isEntry: boolean;
  /** Static imports (file names). */
  imports: readonly string[];
  gzipBytes: number;
}

export interface ScreenCost {
  id: string;
  files: string[];
  gzipBytes: number;
}

const SCREEN_MODULE = /[\\/]schemas[\\/]screens[\\/]([a-z0-9.-]+)\.json$/;
const WIDGET_MODULE = /[\\/]widgets[\\/]([a-z0-9-]+)[\\/][A-Za-z]+\.tsx$/;
/** `TextField` -> `text-field`: each widget's folder is named after its type. */
const folderOf = (type: string) =>
  type.replace(/[A-Z]/g, (letter, at: number) => (at ? '-' : '') + letter.toLowerCase());

export function screenCosts(
  chunks: readonly BuiltChunk[],
  entryName: string,
  readScreen: (id: string) => unknown,
  isFirstVisitScreen: (id: string) => boolean,
): { firstVisit: ScreenCost; laterScreens: ScreenCost[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (roots: Iterable<string>, into = new Set<string>()) => {
    const visit = (file: string) => {
      if (into.has(file)) return;
      into.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const root of roots) visit(root);
    return into;
  };
  const screenChunks = new Map<string, BuiltChunk>();
  const widgetChunks = new Map<string, BuiltChunk>();
  for (const chunk of chunks) {
    const screen = chunk.facadeModuleId?.match(SCREEN_MODULE)?.[1];
    if (screen && !chunk.facadeModuleId?.includes('?')) screenChunks.set(screen, chunk);
    const widget = chunk.facadeModuleId?.match(WIDGET_MODULE)?.[1];
    if (widget && !chunk.isEntry) widgetChunks.set(widget, chunk);
  }
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === entryName);
  if (!entry) throw new Error(`size check: no entry chunk for ${entryName}`);

  const cost = (id: string, files: Set<string>): ScreenCost => ({
    id,
    files: [...files].sort(),
    gzipBytes: [...files].reduce((sum, file) => sum + (byFile.get(file)?.gzipBytes ?? 0), 0),
  });
  const screenFiles = (id: string) => {
    const roots = [screenChunks.get(id)!.fileName];
    for (const type of widgetTypesOf(readScreen(id))) {
      const widget = widgetChunks.get(folderOf(type));
      if (widget) roots.push(widget.fileName);
    }
    return roots;
  };

  const firstIds = [...screenChunks.keys()].filter(isFirstVisitScreen);
  const firstFiles = withImports([entry.fileName, ...firstIds.flatMap(screenFiles)]);
  const laterScreens = [...screenChunks.keys()]
    .filter((id) => !isFirstVisitScreen(id))
    .sort()
    .map((id) => {
      const extra = [...withImports(screenFiles(id))].filter((file) => !firstFiles.has(file));
      return cost(id, new Set(extra));
    });
  return { firstVisit: cost('first visit (/login)', firstFiles), laterScreens };
}
