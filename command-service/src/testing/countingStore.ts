import type { EventStore } from '@gym/contracts';

/** Wraps an event store and counts the events each kind of read returned. */
export function countingStore(store: EventStore) {
  const counts = { readStream: 0, readLastEvent: 0, readAll: 0 };
  const counted: EventStore = {
    ...store,
    appendToStreams: (appends) => store.appendToStreams(appends),
    appendToStream: (...args) => store.appendToStream(...args),
    async readStream(streamId, options) {
      const events = await store.readStream(streamId, options);
      counts.readStream += events.length;
      return events;
    },
    async readLastEvent(streamId) {
      const event = await store.readLastEvent(streamId);
      if (event) counts.readLastEvent += 1;
      return event;
    },
    async readAll(options) {
      const events = await store.readAll(options);
      counts.readAll += events.length;
      return events;
    },
    watch: (onWake) => store.watch(onWake),
    close: () => store.close(),
  };
  return {
    store: counted,
    counts,
    total: () => counts.readStream + counts.readLastEvent + counts.readAll,
    reset() {
      counts.readStream = counts.readLastEvent = counts.readAll = 0;
    },
  };
}
