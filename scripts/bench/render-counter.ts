// Counts which React components render, commit by commit, through the hook React DOM announces
// itself to (the one the React developer tools use). Install it before react-dom is imported.
// A component rendered in a commit when React did work on it (its PerformedWork flag). Only the
// fibers of this commit are looked at: where React reused a subtree untouched, a fiber's child list
// is the very one of its previous version (`alternate`), whose flags are from an older commit.

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  memoizedProps: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  alternate: Fiber | null;
}

const PERFORMED_WORK = 1;
// FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent (React's fiber tags).
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);

export interface RenderCounter {
  /** Renders per component since the last reset, e.g. `{"InputField[companyName]": 1}`. */
  counts(): Record<string, number>;
  reset(): void;
}

function nameOf(fiber: Fiber): string {
  const type = fiber.type as { displayName?: string; name?: string; render?: { name?: string } } | null;
  const name = type?.displayName || type?.name || type?.render?.name || 'Anonymous';
  const props = fiber.memoizedProps as { name?: unknown } | null;
  // Fields drawn by FormFields carry the field's name: count them one by one.
  return typeof props?.name === 'string' && /Field$/.test(name) ? `${name}[${props.name}]` : name;
}

export function installRenderCounter(): RenderCounter {
  let counts: Record<string, number> = {};
  const walk = (fiber: Fiber) => {
    if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
      const name = nameOf(fiber);
      counts[name] = (counts[name] ?? 0) + 1;
    }
    if (fiber.alternate !== null && fiber.child === fiber.alternate.child) return;
    for (let child = fiber.child; child; child = child.sibling) walk(child);
  };
  let renderers = 0;
  (globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => (renderers += 1),
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => walk(root.current),
  };
  return { counts: () => ({ ...counts }), reset: () => void (counts = {}) };
}
