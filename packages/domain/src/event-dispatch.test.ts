import { describe, expect, it, vi } from 'vitest';
import type { ClientEvent, ServerEvent } from './api/realtime.ts';
import { dispatch, type EventHandlers } from './event-dispatch.ts';

type Shape =
  { type: 'circle'; radius: number } | { type: 'square'; side: number } | { type: 'point' };

const area: EventHandlers<Shape, number> = {
  circle: (shape) => Math.PI * shape.radius ** 2,
  square: (shape) => shape.side ** 2,
  point: () => 0,
};

describe('dispatching an event', () => {
  it("calls the handler of the event's type, and no other, with the event itself", () => {
    const handlers = {
      circle: vi.fn((_shape: Extract<Shape, { type: 'circle' }>) => 0),
      square: vi.fn((_shape: Extract<Shape, { type: 'square' }>) => 0),
      point: vi.fn(() => 0),
    } satisfies EventHandlers<Shape, number>;
    const square: Shape = { type: 'square', side: 3 };

    dispatch<Shape, number>(handlers, square);

    expect(handlers.square).toHaveBeenCalledExactlyOnceWith(square);
    expect(handlers.circle).not.toHaveBeenCalled();
    expect(handlers.point).not.toHaveBeenCalled();
  });

  it('answers what the handler answers, reading the fields of the narrowed event', () => {
    expect(dispatch(area, { type: 'square', side: 3 })).toBe(9);
    expect(dispatch(area, { type: 'circle', radius: 1 })).toBe(Math.PI);
    expect(dispatch(area, { type: 'point' })).toBe(0);
  });
});

// The checks below are made by the typecheck (`npm run typecheck`): each `@ts-expect-error` fails
// it if the line under it compiles, so a map that may leave out a type would be caught here.
describe('a handler map, as the typecheck sees it', () => {
  it('must handle every type of event', () => {
    // @ts-expect-error: 'point' has no handler.
    const incomplete: EventHandlers<Shape, number> = { circle: () => 1, square: () => 2 };
    // Were it allowed, the missing handler would only show when such an event came.
    expect(() => dispatch(incomplete, { type: 'point' })).toThrow(TypeError);
  });

  it("gives each handler only its own type's fields", () => {
    const mixedUp: EventHandlers<Shape, number> = {
      // @ts-expect-error: a circle has no side.
      circle: (shape) => shape.side,
      square: (shape) => shape.side,
      point: () => 0,
    };
    expect(dispatch(mixedUp, { type: 'circle', radius: 1 })).toBeUndefined();
  });

  it("covers the socket's events: a map without pong, or without message.send, is refused", () => {
    const ignore = () => {};
    // @ts-expect-error: 'pong' has no handler.
    const serverSide: EventHandlers<ServerEvent> = {
      'request.changed': ignore,
      'message.created': ignore,
      'message.seen': ignore,
      typing: ignore,
      'held.changed': ignore,
      'account.changed': ignore,
      'call.changed': ignore,
      'message.sent': ignore,
      'message.held': ignore,
      'message.refused': ignore,
    };
    // @ts-expect-error: 'message.send' has no handler.
    const clientSide: EventHandlers<ClientEvent> = {
      ping: ignore,
      typing: ignore,
      'call.join': ignore,
      'call.leave': ignore,
    };
    expect(Object.keys(serverSide)).not.toContain('pong');
    expect(Object.keys(clientSide)).not.toContain('message.send');
  });
});
