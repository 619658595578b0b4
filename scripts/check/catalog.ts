/** Everything the checks look things up in: the valid screens, the endpoints and the widgets. */
import type { Screen } from '../../schemas/generated/screen.ts';
import type { Endpoint } from './load-endpoints.ts';
import type { Widget } from './load-widgets.ts';

export interface ScreenFile {
  file: string;
  /** File name without `.json`. */
  name: string;
  doc: Screen;
}

export interface Catalog {
  /** Screens that passed the meta-schema. */
  screens: ScreenFile[];
  endpoints: ReadonlyMap<string, Endpoint>;
  widgets: ReadonlyMap<string, Widget>;
}
