/** Anything told apart by a `type` field, as the socket's events are (api/realtime.ts). */
export type TypedEvent = { type: string };

/**
 * One handler for each `type` an event can have, each given the event narrowed to its type.
 * Every type is required, so a new kind of event does not compile until each side handles it.
 */
export type EventHandlers<Event extends TypedEvent, Result = void> = {
  [Type in Event['type']]: (event: Extract<Event, { type: Type }>) => Result;
};

/** Calls the handler for `event`'s type with the event and answers what it answers. */
export function dispatch<Event extends TypedEvent, Result>(
  handlers: EventHandlers<Event, Result>,
  event: Event,
): Result {
  // TypeScript cannot see that the handler looked up by `event.type` takes that very event (the
  // map's key and the event are one correlated union), so the lookup is widened by hand.
  const handler = handlers[event.type as Event['type']] as (event: Event) => Result;
  return handler(event);
}
