import { describe, expect, it } from 'vitest';
import { telemetryEvent } from './telemetry-event.ts';

describe('telemetry event', () => {
  it('is what the endpoint takes: project, page, behavior, value and the time on the phone', () => {
    expect(
      telemetryEvent({ behavior: 'enter', page: 'orders.detail', value: '42' }, 1_763_700_000_123),
    ).toEqual({
      projectName: 'h5',
      pageName: 'orders.detail',
      behavior: 'enter',
      value: '42',
      eventTime: 1_763_700_000_123,
    });
  });

  it('leaves out an empty value and a value too long to be an order id', () => {
    expect(telemetryEvent({ behavior: 'click', page: 'home', value: '' }, 1)).not.toHaveProperty('value');
    expect(telemetryEvent({ behavior: 'click', page: 'home', value: 'x'.repeat(65) }, 1)).not.toHaveProperty(
      'value',
    );
    expect(telemetryEvent({ behavior: 'click', page: 'home', value: 'x'.repeat(64) }, 1)?.value).toHaveLength(
      64,
    );
  });

  it('sends no event without a page or with a behavior the server does not know', () => {
    expect(telemetryEvent({ behavior: 'click', page: '' }, 1)).toBeUndefined();
    expect(telemetryEvent({ behavior: 'scroll' as 'click', page: 'home' }, 1)).toBeUndefined();
  });

  it('cuts a page name to the 128 characters the server stores', () => {
    expect(telemetryEvent({ behavior: 'enter', page: 'p'.repeat(200) }, 1)?.pageName).toHaveLength(128);
  });
});
