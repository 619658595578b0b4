/**
 * The screen's open dialog (`openDialog`), drawn in the accessible modal with its own node tree.
 * While it is open, Back closes it rather than leaving the page (`services.holdBack`).
 */
import { useEffect } from 'react';
import type { Scope } from '../expressions/scope.ts';
import { Modal } from '../feedback/Modal.tsx';
import { templateText } from '../expressions/template.ts';
import { drawNodes } from './draw-nodes.ts';
import { useRenderer } from '../provider/use-renderer.ts';
import { useScreenRuntime } from './screen-context.ts';

export function DialogLayer({ dialog, scope }: { dialog: string | undefined; scope: Scope }) {
  const runtime = useScreenRuntime();
  const { services } = useRenderer();
  const dialogs = runtime.document.dialogs;
  const def = dialog !== undefined && dialogs && Object.hasOwn(dialogs, dialog) ? dialogs[dialog] : undefined;
  const open = def ? dialog : undefined;
  useEffect(() => {
    if (open === undefined) return undefined;
    return services.holdBack?.(() => runtime.store.closeDialog(open));
  }, [open, runtime, services]);
  if (!def || dialog === undefined) return null;
  const pointer = `/dialogs/${dialog}`;
  const title =
    def.title === undefined ? '' : templateText(runtime.evaluate(def.title, scope, `${pointer}/title`));
  const actions = def.actions?.length
    ? drawNodes({ nodes: def.actions, scope, locals: {}, pointer: `${pointer}/actions`, runtime })
    : undefined;
  return (
    <Modal
      key={dialog}
      title={title || undefined}
      onClose={() => runtime.store.closeDialog(dialog)}
      actions={actions}
    >
      {drawNodes({ nodes: def.body, scope, locals: {}, pointer: `${pointer}/body`, runtime })}
    </Modal>
  );
}
