import { expect, test } from 'vitest';
import { developersRoute } from './route';

test('the Developers page’s places', () => {
  expect(developersRoute('')).toEqual({ tab: 'keys' });
  expect(developersRoute('/keys')).toEqual({ tab: 'keys' });
  expect(developersRoute('/webhooks')).toEqual({ tab: 'webhooks' });
  expect(developersRoute('/events')).toEqual({ tab: 'events' });
  expect(developersRoute('/webhooks/new')).toEqual({ view: 'new-endpoint' });
  expect(developersRoute('/webhooks/we_1')).toEqual({ view: 'endpoint', id: 'we_1' });
  expect(developersRoute('/webhooks/we_1/deliveries/whd_2')).toEqual({ view: 'delivery', endpointId: 'we_1', id: 'whd_2' });
  expect(developersRoute('/events/evt_3')).toEqual({ view: 'event', id: 'evt_3' });
  expect(developersRoute('/nothing')).toBeNull();
  expect(developersRoute('/webhooks/we_1/other')).toBeNull();
});
