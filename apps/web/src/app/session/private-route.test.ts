import { AUTHORITIES } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { type PrivateRouteSpec, privateRoute } from './private-route.tsx';

describe('private routes', () => {
  it('refuses a private route declared without a screen', () => {
    const spec = { path: '/hotline', authorities: [AUTHORITIES.HOTLINE_AGENT] } as unknown as PrivateRouteSpec;
    expect(() => privateRoute(spec)).toThrow('Private route /hotline is declared without a screen.');
  });

  it('builds a route guarded by the authorities for a declared screen', () => {
    const route = privateRoute({
      path: '/admin',
      authorities: [AUTHORITIES.ADMIN],
      screen: () => Promise.resolve({ default: () => null }),
    });
    expect(route.path).toBe('/admin');
    expect(route.element).toBeTruthy();
  });
});
