/**
 * Every widget a screen may use, by node `type`. The app shell hands this map to the renderer; the
 * renderer never imports a widget itself. Add a widget here and in its folder, nowhere else.
 */
import type { WidgetRegistry } from '../renderer/widget-api.ts';
import { accordionWidget } from './accordion/Accordion.tsx';
import { accordionItemWidget } from './accordion-item/AccordionItem.tsx';
import { bottomNavWidget } from './bottom-nav/BottomNav.tsx';
import { buttonWidget } from './button/Button.tsx';
import { cardWidget } from './card/Card.tsx';
import { checkboxWidget } from './checkbox/Checkbox.tsx';
import { columnWidget } from './column/Column.tsx';
import { emptyStateWidget } from './empty-state/EmptyState.tsx';
import { errorStripWidget } from './error-strip/ErrorStrip.tsx';
import { fabWidget } from './fab/Fab.tsx';
import { iconWidget } from './icon/Icon.tsx';
import { imageWidget } from './image/Image.tsx';
import { linkWidget } from './link/Link.tsx';
import { listItemWidget } from './list-item/ListItem.tsx';
import { navItemWidget } from './nav-item/NavItem.tsx';
import { rowWidget } from './row/Row.tsx';
import { spacerWidget } from './spacer/Spacer.tsx';
import { tagWidget } from './tag/Tag.tsx';
import { textWidget } from './text/Text.tsx';
import { textFieldWidget } from './text-field/TextField.tsx';

const all = [
  accordionWidget,
  accordionItemWidget,
  bottomNavWidget,
  buttonWidget,
  cardWidget,
  checkboxWidget,
  columnWidget,
  emptyStateWidget,
  errorStripWidget,
  fabWidget,
  iconWidget,
  imageWidget,
  linkWidget,
  listItemWidget,
  navItemWidget,
  rowWidget,
  spacerWidget,
  tagWidget,
  textWidget,
  textFieldWidget,
];

export const registry: WidgetRegistry = Object.freeze(
  Object.fromEntries(all.map((widget) => [widget.type, widget])),
);
