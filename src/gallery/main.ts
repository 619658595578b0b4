/**
 * The gallery's entry (gallery.html, its own Vite entry: nothing of it reaches a borrower, and its
 * files, all named gallery-*, stay out of the service worker's precache). The server sends the same
 * page for the index (/__gallery) and for a frame (/__gallery/frame). One chunk for both: a frame
 * needs the app's styles, the index its own, each scoped so they do not meet.
 */
import '../platform/older-browsers.ts';
import '../styles.css';
import './frame.css';
import './gallery.css';
import { startFrame } from './gallery-frame.tsx';
import { startIndex } from './gallery-index.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('gallery.html has no #root element');
const query = new URLSearchParams(window.location.search);
if (window.location.pathname.endsWith('/frame')) startFrame(root, query);
else startIndex(root, query);
