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
  /**
   * Whether every screen file was read and passed the meta-schema. A check across screens (a
   * navigation's target route, a copy key no screen uses) says nothing while one is missing: a
   * login.json with a stray comma made every link to /login "not the route of any screen" and
   * every login text "unused: remove it".
   */
  everyScreen: boolean;
  endpoints: ReadonlyMap<string, Endpoint>;
  widgets: ReadonlyMap<string, Widget>;
}
