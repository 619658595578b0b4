/**
 * The small widgets most screens after sign-in draw, fetched together as one chunk (decision 0116):
 * each is a few hundred bytes, and on its own it was a script and a stylesheet of its own, so Home's
 * first visit asked for sixteen files. Only widgets with no input of their own that more than one
 * screen draws belong here; a widget one screen draws, or one with a form field, keeps its own chunk.
 * registry.ts loads each of them from this module.
 */
export { bottomNavWidget } from './bottom-nav/BottomNav.tsx';
export { cardWidget } from './card/Card.tsx';
export { emptyStateWidget } from './empty-state/EmptyState.tsx';
export { imageWidget } from './image/Image.tsx';
export { keyValueWidget } from './key-value/KeyValue.tsx';
export { listItemWidget } from './list-item/ListItem.tsx';
export { navItemWidget } from './nav-item/NavItem.tsx';
export { rowWidget } from './row/Row.tsx';
export { spacerWidget } from './spacer/Spacer.tsx';
export { tableWidget } from './table/Table.tsx';
export { tagWidget } from './tag/Tag.tsx';
