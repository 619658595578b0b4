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
  const dialogs = runtime.document.dialogs;
  const def = dialog !== undefined && dialogs && Object.hasOwn(dialogs, dialog) ? dialogs[dialog] : undefined;
  if (!def || dialog === undefined) return null;
  const pointer = `/dialogs/${dialog}`;
  const title =
    def.title === undefined ? '' : templateText(runtime.evaluate(def.title, scope, `${pointer}/title`));
  const actions = def.actions?.length
    ? drawNodes({ nodes: def.actions, scope, locals: {}, pointer: `${pointer}/actions`, runtime })
    : undefined;
  return (
    <>
      <BackCloses dialog={dialog} />
      <Modal
        key={dialog}
        title={title || undefined}
        onClose={() => runtime.store.closeDialog(dialog)}
        actions={actions}
      >
        {drawNodes({ nodes: def.body, scope, locals: {}, pointer: `${pointer}/body`, runtime })}
      </Modal>
    </>
  );
}

/** Holds Back while the dialog is open (a component of its own: a screen with none pays nothing). */
function BackCloses({ dialog }: { dialog: string }) {
  const runtime = useScreenRuntime();
  const { services } = useRenderer();
  useEffect(() => services.holdBack?.(() => runtime.store.closeDialog(dialog)), [dialog, runtime, services]);
  return null;
}
