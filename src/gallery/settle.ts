/**
 * Waits until the page has stopped changing: no change to the DOM for a short while (data
 * answered, dialogs opened, transitions of the markup done), or a bound on the wait.
 */
const QUIET_MS = 150;
const LONGEST_MS = 4000;

export function waitUntilSettled(root: Node, quietMs = QUIET_MS, longestMs = LONGEST_MS): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout>;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(longest);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    quiet = setTimeout(done, quietMs);
    const longest = setTimeout(done, longestMs);
  });
}
