import { describe, expect, it } from 'vitest';
import type { ActionSlot } from '../document/types.ts';
import type { SubmitOutcome } from '../forms/screen-forms.ts';
import type { ApiResult } from '../services-api.ts';
import { createFakeServices, fail, ok } from '../testing/fake-services.ts';
import type { ActionContext, Outcome } from './action-context.ts';
import { runActions } from './run-actions.ts';

interface Setup {
  responses?: Record<string, ApiResult>;
  forms?: Record<string, SubmitOutcome>;
  state?: Record<string, unknown>;
  /** Successive `orderState` values the `order` source returns on each refresh. */
  orderStates?: number[];
  copyWorks?: boolean;
}

function world(setup: Setup = {}) {
  const services = createFakeServices({ copyWorks: setup.copyWorks ?? true });
  for (const [endpoint, result] of Object.entries(setup.responses ?? {})) services.respond(endpoint, result);
  const state: Record<string, unknown> = { ...setup.state };
  const data: Record<string, unknown> = { order: { orderState: 1 } };
  const orderStates = [...(setup.orderStates ?? [])];
  const seen = {
    toasts: [] as string[],
    dialogs: [] as string[],
    refreshed: [] as string[],
    countdowns: [] as Array<[string, number]>,
    delays: [] as number[],
    reports: [] as string[],
    fields: [] as Array<[string, unknown]>,
    resets: [] as string[],
    submitted: [] as string[],
    /** Marks and toasts in the order they came: a mark must come before the toast. */
    shown: [] as string[],
    maxBusy: 0,
  };
  let busy = 0;
  const ctx: ActionContext = {
    services,
    page: 'orders.detail',
    scope: () => ({
      data,
      state: { ...state },
      route: { params: { id: '42' }, query: { pid: '7' } },
      form: { login: { phone: '9876543210', code: '123456' } },
    }),
    report: (kind) => void seen.reports.push(kind),
    setState: (key, value) => void (state[key] = value),
    startCountdown: (key, seconds) => void seen.countdowns.push([key, seconds]),
    refresh: async (source, options) => {
      seen.refreshed.push(options?.loader === false ? `${source} (quiet)` : source);
      const next = orderStates.shift();
      if (next === undefined) return false;
      data['order'] = { orderState: next };
      return true;
    },
    openDialog: (id) => void seen.dialogs.push(`open ${id}`),
    closeDialog: (id) => void seen.dialogs.push(`close ${id ?? '(open one)'}`),
    submit: async (form) => setup.forms?.[form] ?? { valid: false },
    submitted: (form, through) => void seen.submitted.push(`${form} ${through ? 'through' : 'kept'}`),
    setField: (form, field, value) => {
      seen.fields.push([`${form}.${field}`, value]);
      return form === 'login';
    },
    resetForm: (form) => {
      seen.resets.push(form);
      return form === 'login';
    },
    markRefused: (form, refusals) => {
      for (const { field, message } of refusals) seen.shown.push(`mark ${form}.${field}: ${message}`);
    },
    toast: (text) => {
      seen.toasts.push(text);
      seen.shown.push(`toast ${text}`);
    },
    beginBusy: () => {
      busy += 1;
      seen.maxBusy = Math.max(seen.maxBusy, busy);
      return () => void (busy -= 1);
    },
    delay: async (ms) => void seen.delays.push(ms),
    alive: () => true,
    origin: 'https://app.example.in',
  };
  return { ctx, services, state, seen, busy: () => busy };
}

interface Case {
  name: string;
  actions: ActionSlot;
  setup?: Setup;
  expect: Partial<{
    outcome: Outcome;
    navigations: Array<{ to: string; replace: boolean }>;
    calls: unknown[];
    toasts: string[];
    state: Record<string, unknown>;
    dialogs: string[];
    redirects: string[];
    signIns: unknown[];
    signOuts: number;
    backs: number;
    bridged: string[];
    copied: string[];
    tracked: unknown[];
    refreshed: string[];
    countdowns: Array<[string, number]>;
    delays: number[];
    maxBusy: number;
    reports: string[];
    fields: Array<[string, unknown]>;
    resets: string[];
    submitted: string[];
    shown: string[];
  }>;
}

const cases: Case[] = [
  {
    name: 'navigate builds the query from expressions and leaves out missing values',
    actions: {
      action: 'navigate',
      to: '/bank/add',
      query: { pid: { $bind: 'route.query.pid' }, none: { $bind: 'data.nope' } },
    },
    expect: { navigations: [{ to: '/bank/add?pid=7', replace: false }], outcome: 'continue' },
  },
  {
    name: 'navigate to a template target, replacing the route',
    actions: { action: 'navigate', to: '/orders/{{route.params.id}}/detail', replace: true },
    expect: { navigations: [{ to: '/orders/42/detail', replace: true }] },
  },
  {
    name: 'navigate to nothing is a defect that stops the list',
    actions: [
      { action: 'navigate', to: { $bind: 'data.nope' } },
      { action: 'toast', text: 'never' },
    ],
    expect: { navigations: [], toasts: [], reports: ['action.invalid'], outcome: 'stop' },
  },
  { name: 'back', actions: { action: 'back' }, expect: { backs: 1 } },
  {
    name: 'call sends evaluated query, params and body, then onSuccess reads result',
    actions: {
      action: 'call',
      endpoint: 'user.login',
      query: { pid: { $bind: 'route.query.pid' } },
      params: { id: { $bind: 'route.params.id' } },
      body: { phone: { $bind: 'form.login.phone' }, code: '{{form.login.code}}' },
      onSuccess: [
        { action: 'signIn', token: { $bind: 'result.token' }, phone: { $bind: 'form.login.phone' } },
      ],
    },
    setup: { responses: { 'user.login': ok({ token: 't-1', isRegister: 0 }) } },
    expect: {
      calls: [
        {
          endpoint: 'user.login',
          query: { pid: '7' },
          params: { id: '42' },
          body: { phone: '9876543210', code: '123456' },
        },
      ],
      signIns: [{ token: 't-1', phone: '9876543210' }],
      maxBusy: 1,
      outcome: 'continue',
    },
  },
  {
    name: 'a call body may be one expression: the whole form',
    actions: { action: 'call', endpoint: 'auth.contacts', body: { $bind: 'form.login' } },
    setup: { responses: { 'auth.contacts': ok(null) } },
    expect: {
      calls: [{ endpoint: 'auth.contacts', body: { phone: '9876543210', code: '123456' } }],
      outcome: 'continue',
    },
  },
  {
    name: 'a failed call without onError shows the server message and stops the list',
    actions: [
      { action: 'call', endpoint: 'order.apply' },
      { action: 'navigate', to: '/orders' },
    ],
    setup: { responses: { 'order.apply': fail('Your limit is ₹5,000') } },
    expect: { toasts: ['Your limit is ₹5,000'], navigations: [], outcome: 'stop' },
  },
  {
    name: 'a failed call with onError runs it with error in scope, and the list goes on',
    actions: [
      {
        action: 'call',
        endpoint: 'user.sendOtp',
        onError: { action: 'setState', key: 'otpError', value: '{{error.msg}} ({{error.code}})' },
      },
      { action: 'toast', text: 'after' },
    ],
    setup: { responses: { 'user.sendOtp': fail('Too many requests', 429) } },
    expect: { state: { otpError: 'Too many requests (429)' }, toasts: ['after'], outcome: 'continue' },
  },
  {
    name: 'a call with loader false does not show the loader',
    actions: { action: 'call', endpoint: 'telemetry.ping', loader: false },
    setup: { responses: { 'telemetry.ping': ok(null) } },
    expect: { maxBusy: 0 },
  },
  {
    name: 'a failed call inside onSuccess stops the outer list too',
    actions: [
      {
        action: 'call',
        endpoint: 'a',
        onSuccess: [
          { action: 'call', endpoint: 'b' },
          { action: 'toast', text: 'inner' },
        ],
      },
      { action: 'toast', text: 'outer' },
    ],
    setup: { responses: { a: ok({}), b: fail('b failed') } },
    expect: { toasts: ['b failed'], outcome: 'stop' },
  },
  {
    name: 'submit of an invalid form shows its first message and stops',
    actions: [
      { action: 'submit', form: 'login', onValid: { action: 'toast', text: 'valid' } },
      { action: 'toast', text: 'after' },
    ],
    setup: { forms: { login: { valid: false, field: 'phone', message: 'Please enter your mobile number' } } },
    expect: { toasts: ['Please enter your mobile number'], submitted: [], outcome: 'stop' },
  },
  {
    name: 'submit of a valid form runs onValid with the form values in scope',
    actions: {
      action: 'submit',
      form: 'login',
      onValid: { action: 'call', endpoint: 'user.login', body: { phone: { $bind: 'form.login.phone' } } },
    },
    setup: {
      forms: { login: { valid: true, values: { phone: '9876543210' } } },
      responses: { 'user.login': ok({}) },
    },
    expect: {
      calls: [{ endpoint: 'user.login', body: { phone: '9876543210' } }],
      toasts: [],
      submitted: ['login through'],
    },
  },
  {
    name: 'submit whose call is refused tells the form it did not go through (the form keeps its draft)',
    actions: { action: 'submit', form: 'login', onValid: { action: 'call', endpoint: 'user.login' } },
    setup: {
      forms: { login: { valid: true, values: { phone: '9876543210' } } },
      responses: { 'user.login': fail('Wrong code') },
    },
    expect: { toasts: ['Wrong code'], submitted: ['login kept'], outcome: 'stop' },
  },
  {
    name: 'submit whose call is refused naming fields marks them before the toast (spec §8 errorColumn)',
    actions: {
      action: 'submit',
      form: 'login',
      onValid: {
        action: 'call',
        endpoint: 'auth.baseInfo',
        onError: { action: 'toast', text: { $fn: 'numbered', args: [{ $bind: 'error.data.errorColumn' }] } },
      },
    },
    setup: {
      forms: { login: { valid: true, values: { phone: '9876543210' } } },
      responses: {
        'auth.baseInfo': fail('Please correct the following', 4051, {
          errorColumn: [
            { column: 'birthDate', msg: 'You must be 18 years or older to apply.' },
            { column: 'email', msg: '' },
            { column: 7, msg: 'not a field name' },
            { column: 'gender', msg: 'Please select Gender' },
          ],
        }),
      },
    },
    expect: {
      shown: [
        'mark login.birthDate: You must be 18 years or older to apply.',
        'mark login.gender: Please select Gender',
        'toast 1. You must be 18 years or older to apply.\n2. not a field name\n3. Please select Gender',
      ],
      // Its onError took the refusal and went on; the form was still not sent: it keeps its draft.
      submitted: ['login kept'],
      outcome: 'continue',
    },
  },
  {
    name: 'a call refused outside a submit marks no field, whatever its answer names',
    actions: { action: 'call', endpoint: 'auth.baseInfo' },
    setup: {
      responses: {
        'auth.baseInfo': fail('Refused', 4051, { errorColumn: [{ column: 'birthDate', msg: 'Too young' }] }),
      },
    },
    expect: { shown: ['toast Refused'], outcome: 'stop' },
  },
  {
    name: 'openDialog and closeDialog',
    actions: [
      { action: 'openDialog', dialog: 'help' },
      { action: 'closeDialog', dialog: 'help' },
      { action: 'closeDialog' },
    ],
    expect: { dialogs: ['open help', 'close help', 'close (open one)'] },
  },
  {
    name: 'toast of a template',
    actions: { action: 'toast', text: 'Order {{route.params.id}} saved' },
    expect: { toasts: ['Order 42 saved'] },
  },
  {
    name: 'redirect appends the encoded callback with & when the URL has a query',
    actions: {
      action: 'redirect',
      url: 'https://pay.example.com/p?id=9',
      callbackParam: 'callback',
      callbackUrl: '/orders/{{route.params.id}}/detail',
    },
    expect: {
      redirects: [
        'https://pay.example.com/p?id=9&callback=https%3A%2F%2Fapp.example.in%2Forders%2F42%2Fdetail',
      ],
    },
  },
  {
    name: 'redirect without a callback leaves the URL as it is',
    actions: { action: 'redirect', url: 'https://pay.example.com/p/abc' },
    expect: { redirects: ['https://pay.example.com/p/abc'] },
  },
  {
    name: 'setState, then the next action reads the new state',
    actions: [
      { action: 'setState', key: 'resendIn', value: { $bind: 'route.params.id' } },
      { action: 'toast', text: 'wait {{state.resendIn}}s' },
    ],
    expect: { state: { resendIn: '42' }, toasts: ['wait 42s'] },
  },
  {
    name: 'countdown',
    actions: { action: 'countdown', key: 'resendIn', seconds: 60 },
    expect: { countdowns: [['resendIn', 60]] },
  },
  {
    name: 'a failed refresh does not stop the list',
    actions: [
      { action: 'refresh', source: 'order' },
      { action: 'toast', text: 'next' },
    ],
    expect: { refreshed: ['order'], toasts: ['next'], outcome: 'continue' },
  },
  {
    name: 'a sign-in without a token is a defect that stops the list',
    actions: [
      { action: 'signIn', token: { $bind: 'result.token' } },
      { action: 'navigate', to: '/' },
    ],
    expect: { signIns: [], navigations: [], reports: ['action.invalid'] },
  },
  { name: 'signOut', actions: { action: 'signOut' }, expect: { signOuts: 1 } },
  {
    name: 'bridge',
    actions: { action: 'bridge', message: 'openStoreReview' },
    expect: { bridged: ['openStoreReview'] },
  },
  {
    name: 'copy, then its toast',
    actions: { action: 'copy', text: '{{route.params.id}}', toast: 'Copied' },
    expect: { copied: ['42'], toasts: ['Copied'] },
  },
  {
    name: 'copy of an app path gives the whole address; other text stays as it is',
    actions: [
      { action: 'copy', text: '/download' },
      { action: 'copy', text: '//elsewhere.example/x' },
      { action: 'copy', text: 'LN2611210001' },
    ],
    expect: { copied: ['https://app.example.in/download', '//elsewhere.example/x', 'LN2611210001'] },
  },
  {
    name: 'no toast when the copy failed',
    actions: { action: 'copy', text: 'x', toast: 'Copied' },
    setup: { copyWorks: false },
    expect: { copied: [], toasts: [] },
  },
  {
    name: 'track defaults the page to the screen id',
    actions: [
      { action: 'track', behavior: 'click', value: { $bind: 'route.params.id' } },
      { action: 'track', behavior: 'enter', page: 'home' },
    ],
    expect: {
      tracked: [
        { behavior: 'click', page: 'orders.detail', value: '42' },
        { behavior: 'enter', page: 'home' },
      ],
    },
  },
  { name: 'delay', actions: { action: 'delay', ms: 300 }, expect: { delays: [300] } },
  {
    name: 'poll refreshes quietly until the condition holds',
    actions: {
      action: 'poll',
      source: 'order',
      everyMs: 2000,
      times: 5,
      until: { $gte: [{ $bind: 'data.order.orderState' }, 2] },
    },
    setup: { orderStates: [1, 2, 6] },
    expect: { refreshed: ['order (quiet)', 'order (quiet)'], delays: [2000, 2000] },
  },
  {
    name: 'poll gives up after its number of times',
    actions: {
      action: 'poll',
      source: 'order',
      everyMs: 1000,
      times: 2,
      until: { $eq: [{ $bind: 'data.order.orderState' }, 2] },
    },
    setup: { orderStates: [1, 1, 1] },
    expect: { refreshed: ['order (quiet)', 'order (quiet)'], outcome: 'continue' },
  },
  {
    name: 'poll does not start when the condition already holds',
    actions: {
      action: 'poll',
      source: 'order',
      everyMs: 1000,
      times: 3,
      until: { $eq: [{ $bind: 'data.order.orderState' }, 1] },
    },
    expect: { refreshed: [], delays: [] },
  },
  {
    name: 'sequence runs its steps in order',
    actions: {
      action: 'sequence',
      steps: [
        { action: 'toast', text: '1' },
        { action: 'delay', ms: 300 },
        { action: 'toast', text: '2' },
      ],
    },
    expect: { toasts: ['1', '2'], delays: [300] },
  },
  {
    name: 'if runs then or else',
    actions: [
      {
        action: 'if',
        condition: { $eq: [{ $bind: 'route.params.id' }, '42'] },
        then: { action: 'toast', text: 'then' },
        else: { action: 'toast', text: 'else' },
      },
      {
        action: 'if',
        condition: false,
        then: { action: 'toast', text: 'then' },
        else: [{ action: 'toast', text: 'else' }],
      },
      { action: 'if', condition: false, then: { action: 'toast', text: 'then' } },
    ],
    expect: { toasts: ['then', 'else'], outcome: 'continue' },
  },
  {
    name: 'setField puts the evaluated value into the named form field, from a call result',
    actions: {
      action: 'call',
      endpoint: 'auth.ocrSeparate',
      onSuccess: [
        { action: 'setField', form: 'login', field: 'phone', value: { $bind: 'result.idNo' } },
        { action: 'toast', text: 'read' },
      ],
    },
    setup: { responses: { 'auth.ocrSeparate': ok({ idNo: '234567890124' }) } },
    expect: { fields: [['login.phone', '234567890124']], toasts: ['read'], outcome: 'continue' },
  },
  {
    name: 'setField of a field that does not exist lets the list go on (the screen reports it)',
    actions: [
      { action: 'setField', form: 'nope', field: 'x', value: 1 },
      { action: 'toast', text: 'after' },
    ],
    expect: { fields: [['nope.x', 1]], toasts: ['after'], outcome: 'continue' },
  },
  {
    name: 'resetForm names the form to put back; the list goes on',
    actions: [
      { action: 'resetForm', form: 'login' },
      { action: 'toast', text: 'after' },
    ],
    expect: { resets: ['login'], toasts: ['after'], outcome: 'continue' },
  },
  {
    name: 'an unknown action is reported and stops the list',
    actions: [
      { action: 'teleport' } as unknown as ActionSlot,
      { action: 'toast', text: 'never' },
    ] as ActionSlot,
    expect: { reports: ['action.unknown'], toasts: [], outcome: 'stop' },
  },
  {
    name: 'a bad expression is reported and the action still runs',
    actions: { action: 'toast', text: { $fn: 'money' } },
    expect: { reports: ['expression.invalid'], toasts: [] },
  },
];

describe('runActions', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { ctx, services, state, seen } = world(c.setup);
    const outcome = await runActions(c.actions, ctx);
    const actual: Record<string, unknown> = {
      outcome,
      navigations: services.navigations,
      calls: services.calls,
      state,
      redirects: services.redirects,
      signIns: services.signIns,
      signOuts: services.signOuts,
      backs: services.backs,
      bridged: services.bridged,
      copied: services.copied,
      tracked: services.tracked,
      ...seen,
    };
    for (const [key, expected] of Object.entries(c.expect)) expect(actual[key], key).toEqual(expected);
  });

  it('stops a list when the screen is gone', async () => {
    const { ctx, seen } = world();
    let alive = true;
    const gone: ActionContext = { ...ctx, alive: () => alive, delay: async () => void (alive = false) };
    expect(
      await runActions(
        [
          { action: 'delay', ms: 10 },
          { action: 'toast', text: 'late' },
        ],
        gone,
      ),
    ).toBe('stop');
    expect(seen.toasts).toEqual([]);
  });

  it('never throws: a client that throws is a failed call with a message', async () => {
    const { ctx, seen } = world();
    const broken: ActionContext = {
      ...ctx,
      services: { ...ctx.services, call: () => Promise.reject(new Error('offline')) },
    };
    expect(await runActions({ action: 'call', endpoint: 'x' }, broken)).toBe('stop');
    expect(seen.toasts).toEqual(['Something went wrong. Please try again.']);
    expect(seen.reports).toEqual(['call.threw']);
  });
});
