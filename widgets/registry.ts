/**
 * Every widget a screen may use, by node `type`. The app shell hands this map to the renderer; the
 * renderer never imports a widget itself. Add a widget here and in its folder, nowhere else.
 *
 * The widgets the sign-in screen and the overlays draw are in the first download; every other one is
 * fetched with the first screen that uses it (lazy-widget.tsx): the first visit stays within its
 * budget (docs/quality.md). The small display widgets come as one chunk (display-widgets.ts), the
 * others each as its own. registry.test.ts holds the first-screen list to the screens.
 */
import type { WidgetRegistry } from '../renderer/widget-api.ts';
import { buttonWidget } from './button/Button.tsx';
import { checkboxWidget } from './checkbox/Checkbox.tsx';
import { columnWidget } from './column/Column.tsx';
import { errorStripWidget } from './error-strip/ErrorStrip.tsx';
import { fabWidget } from './fab/Fab.tsx';
import { linkWidget } from './link/Link.tsx';
import { textWidget } from './text/Text.tsx';
import { textFieldWidget } from './text-field/TextField.tsx';
import { lazyWidget } from './lazy-widget.tsx';
import { widgetFacts } from './widget-facts.ts';
import accordionSchema from './accordion/props.schema.json';
import accordionItemSchema from './accordion-item/props.schema.json';
import bottomNavSchema from './bottom-nav/props.schema.json';
import cardSchema from './card/props.schema.json';
import choiceGroupSchema from './choice-group/props.schema.json';
import emptyStateSchema from './empty-state/props.schema.json';
import formFieldsSchema from './form-fields/props.schema.json';
import iconSchema from './icon/props.schema.json';
import imageSchema from './image/props.schema.json';
import imagePickerSchema from './image-picker/props.schema.json';
import installPromptSchema from './install-prompt/props.schema.json';
import keyValueSchema from './key-value/props.schema.json';
import listItemSchema from './list-item/props.schema.json';
import locationConsentSchema from './location-consent/props.schema.json';
import navItemSchema from './nav-item/props.schema.json';
import rowSchema from './row/props.schema.json';
import selectSchema from './select/props.schema.json';
import spacerSchema from './spacer/props.schema.json';
import switchSchema from './switch/props.schema.json';
import tableSchema from './table/props.schema.json';
import tagSchema from './tag/props.schema.json';

/** Drawn by the first screen (sign-in) or over every screen: in the first download. */
const firstScreen = [
  buttonWidget,
  checkboxWidget,
  columnWidget,
  errorStripWidget,
  fabWidget,
  linkWidget,
  textWidget,
  textFieldWidget,
];

/** The small widgets most later screens draw: one chunk for all of them (decision 0116). */
const displayWidgets = () => import('./display-widgets.ts');

/** Fetched on demand. */
const onDemand = [
  lazyWidget(widgetFacts(accordionSchema), () =>
    import('./accordion/Accordion.tsx').then((m) => m.accordionWidget),
  ),
  lazyWidget(widgetFacts(accordionItemSchema), () =>
    import('./accordion-item/AccordionItem.tsx').then((m) => m.accordionItemWidget),
  ),
  lazyWidget(widgetFacts(bottomNavSchema), () => displayWidgets().then((m) => m.bottomNavWidget)),
  lazyWidget(widgetFacts(cardSchema), () => displayWidgets().then((m) => m.cardWidget)),
  lazyWidget(widgetFacts(choiceGroupSchema), () =>
    import('./choice-group/ChoiceGroup.tsx').then((m) => m.choiceGroupWidget),
  ),
  lazyWidget(widgetFacts(emptyStateSchema), () => displayWidgets().then((m) => m.emptyStateWidget)),
  lazyWidget(widgetFacts(formFieldsSchema), () =>
    import('./form-fields/FormFields.tsx').then((m) => m.formFieldsWidget),
  ),
  lazyWidget(widgetFacts(iconSchema), () => import('./icon/Icon.tsx').then((m) => m.iconWidget)),
  lazyWidget(widgetFacts(imageSchema), () => displayWidgets().then((m) => m.imageWidget)),
  lazyWidget(widgetFacts(imagePickerSchema), () =>
    import('./image-picker/ImagePicker.tsx').then((m) => m.imagePickerWidget),
  ),
  lazyWidget(widgetFacts(installPromptSchema), () =>
    import('./install-prompt/InstallPrompt.tsx').then((m) => m.installPromptWidget),
  ),
  lazyWidget(widgetFacts(keyValueSchema), () => displayWidgets().then((m) => m.keyValueWidget)),
  lazyWidget(widgetFacts(listItemSchema), () => displayWidgets().then((m) => m.listItemWidget)),
  lazyWidget(widgetFacts(locationConsentSchema), () =>
    import('./location-consent/LocationConsent.tsx').then((m) => m.locationConsentWidget),
  ),
  lazyWidget(widgetFacts(navItemSchema), () => displayWidgets().then((m) => m.navItemWidget)),
  lazyWidget(widgetFacts(rowSchema), () => displayWidgets().then((m) => m.rowWidget)),
  lazyWidget(widgetFacts(selectSchema), () => import('./select/Select.tsx').then((m) => m.selectWidget)),
  lazyWidget(widgetFacts(spacerSchema), () => displayWidgets().then((m) => m.spacerWidget)),
  lazyWidget(widgetFacts(switchSchema), () => import('./switch/Switch.tsx').then((m) => m.switchWidget)),
  lazyWidget(widgetFacts(tableSchema), () => displayWidgets().then((m) => m.tableWidget)),
  lazyWidget(widgetFacts(tagSchema), () => displayWidgets().then((m) => m.tagWidget)),
];

export const registry: WidgetRegistry = Object.freeze(
  Object.fromEntries([...firstScreen, ...onDemand].map((widget) => [widget.type, widget])),
);

/** The types drawn without waiting for a download (registry.test.ts checks the screens need no more). */
export const firstScreenTypes: ReadonlySet<string> = new Set(firstScreen.map((widget) => widget.type));
