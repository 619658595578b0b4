/**
 * A sign-out, or another borrower's sign-in, in another tab of this browser (decision 0103). The
 * session is kept in storage every tab shares, but a tab kept what it had drawn: a form another
 * borrower had typed in stayed on screen, and its Submit sent it with the new session's token (one
 * borrower's emergency contacts were saved as the next one's on a shared phone). When the session
 * this tab drew for ends elsewhere, or becomes another phone's, the tab forgets its drafts and
 * loads again, as the session now is: signed out, it opens on sign in. The same borrower signing
 * in again elsewhere (a new token, the same phone) changes nothing here.
 */
import { clearTabDrafts } from '../platform/tab-drafts.ts';
import { onSessionChange, readSession } from './session-store.ts';

/** Whose session this is: the phone when signed in (empty if unknown), undefined when signed out. */
function identity(): string | undefined {
  const session = readSession();
  return session.signedIn ? (session.phone ?? '') : undefined;
}

let drawnFor: string | undefined;
let changedElsewhere = false;

/**
 * False once another tab ended or changed the session this one drew for: its drafts are then not
 * kept, not even by the page-hide on the way out (another borrower may already be signed in).
 */
export function sessionIsThisTabs(): boolean {
  return !changedElsewhere;
}

/** Keys whose change in another tab may end or change the session (null: storage was cleared). */
const SESSION_KEYS: ReadonlySet<string | null> = new Set(['token', 'phone', null]);

export function followSessionInOtherTabs(win: Pick<Window, 'addEventListener' | 'location'> = window): void {
  drawnFor = identity();
  // This tab's own sign in and sign out: what it draws follows them already.
  onSessionChange(() => {
    if (!changedElsewhere) drawnFor = identity();
  });
  win.addEventListener('storage', (event: StorageEvent) => {
    if (changedElsewhere || !SESSION_KEYS.has(event.key)) return;
    if (identity() === drawnFor) return;
    changedElsewhere = true;
    clearTabDrafts();
    win.location.reload();
  });
}
