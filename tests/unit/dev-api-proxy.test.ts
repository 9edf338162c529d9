/** `npm run dev`'s proxy tells the API which requests came from another machine. */
import { describe, expect, it, vi } from 'vitest';
import { devApiProxy, markOtherMachines } from '../../scripts/dev-api-proxy';

const proxied = (remoteAddress: string) => {
  const setHeader = vi.fn();
  markOtherMachines({ setHeader }, { socket: { remoteAddress } });
  return setHeader;
};

describe('markOtherMachines', () => {
  it('names a client on another machine in X-Forwarded-For, which the API refuses', () => {
    expect(proxied('192.168.1.20')).toHaveBeenCalledWith('x-forwarded-for', '192.168.1.20');
  });

  it('leaves a request from this machine as it is', () => {
    expect(proxied('127.0.0.1')).not.toHaveBeenCalled();
    expect(proxied('::1')).not.toHaveBeenCalled();
  });
});

describe('devApiProxy', () => {
  it("marks every proxied request, keeping the route's own options", () => {
    const on = vi.fn();
    const bypass = () => undefined;
    const options = devApiProxy('http://127.0.0.1:8080', { bypass });
    options.configure?.({ on } as never, options);
    expect(options).toMatchObject({ target: 'http://127.0.0.1:8080', bypass });
    expect(on).toHaveBeenCalledWith('proxyReq', markOtherMachines);
  });
});
