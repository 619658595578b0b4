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
import { choiceGroupWidget } from './choice-group/ChoiceGroup.tsx';
import { columnWidget } from './column/Column.tsx';
import { emptyStateWidget } from './empty-state/EmptyState.tsx';
import { errorStripWidget } from './error-strip/ErrorStrip.tsx';
import { fabWidget } from './fab/Fab.tsx';
import { formFieldsWidget } from './form-fields/FormFields.tsx';
import { iconWidget } from './icon/Icon.tsx';
import { imageWidget } from './image/Image.tsx';
import { imagePickerWidget } from './image-picker/ImagePicker.tsx';
import { installPromptWidget } from './install-prompt/InstallPrompt.tsx';
import { keyValueWidget } from './key-value/KeyValue.tsx';
import { linkWidget } from './link/Link.tsx';
import { listItemWidget } from './list-item/ListItem.tsx';
import { locationConsentWidget } from './location-consent/LocationConsent.tsx';
import { navItemWidget } from './nav-item/NavItem.tsx';
import { rowWidget } from './row/Row.tsx';
import { selectWidget } from './select/Select.tsx';
import { spacerWidget } from './spacer/Spacer.tsx';
import { switchWidget } from './switch/Switch.tsx';
import { tableWidget } from './table/Table.tsx';
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
  choiceGroupWidget,
  columnWidget,
  emptyStateWidget,
  errorStripWidget,
  fabWidget,
  formFieldsWidget,
  iconWidget,
  imageWidget,
  imagePickerWidget,
  installPromptWidget,
  keyValueWidget,
  linkWidget,
  listItemWidget,
  locationConsentWidget,
  navItemWidget,
  rowWidget,
  selectWidget,
  spacerWidget,
  switchWidget,
  tableWidget,
  tagWidget,
  textWidget,
  textFieldWidget,
];

export const registry: WidgetRegistry = Object.freeze(
  Object.fromEntries(all.map((widget) => [widget.type, widget])),
);
