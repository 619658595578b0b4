/** Every action kind of the format and its implementation: the type map makes a missing kind a compile error. */
import { call } from './kinds/call.ts';
import { bridge, copy, track } from './kinds/device.ts';
import { branch, delay, sequence } from './kinds/flow.ts';
import { back, navigate, redirect } from './kinds/navigation.ts';
import { poll } from './kinds/poll.ts';
import { closeDialog, countdown, openDialog, refresh, setState, toast } from './kinds/screen.ts';
import { signIn, signOut } from './kinds/session.ts';
import { resetForm, setField } from './kinds/set-field.ts';
import { submit } from './kinds/submit.ts';
import type { HandlerTable } from './handler.ts';

export const HANDLERS: HandlerTable = {
  navigate,
  back,
  call,
  submit,
  openDialog,
  closeDialog,
  toast,
  redirect,
  setState,
  setField,
  resetForm,
  countdown,
  refresh,
  signIn,
  signOut,
  bridge,
  copy,
  track,
  delay,
  poll,
  sequence,
  if: branch,
};
