/** Everything the checks look things up in: the valid screens, the endpoints and the widgets. */
import type { Screen } from '../../schemas/generated/screen.ts';
import type { Endpoint } from './load-endpoints.ts';
import type { Widget } from './load-widgets.ts';

export interface ScreenFile {
  file: string;
  /** File name without `.json`. */
  name: string;
  /** The document to check: for a file of an older format, its upgrade to the newest (check-format.ts). */
  doc: Screen;
  /** The document as the file has it, when `doc` is its upgrade. */
  asWritten?: Screen;
}

export interface Catalog {
  /** Screens that passed the meta-schema. */
  screens: ScreenFile[];
  endpoints: ReadonlyMap<string, Endpoint>;
  widgets: ReadonlyMap<string, Widget>;
}
