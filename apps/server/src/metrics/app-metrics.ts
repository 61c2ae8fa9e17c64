import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What one process tells Prometheus at /metrics. */
export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  /** Messages accepted by a send: delivered at once, or held for a safeguarding lead. */
  messagesSent: Counter<'outcome'>;
}

/** A registry of its own per app, so apps built side by side (tests) never share counts. */
export function createMetrics({ openSockets }: { openSockets: () => number }): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'mentorbridge_' });
  new Gauge({
    name: 'mentorbridge_open_sockets',
    help: 'WebSockets open on this process',
    registers: [registry],
    collect() {
      this.set(openSockets());
    },
  });
  return {
    registry,
    httpRequests: new Counter({
      name: 'mentorbridge_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'mentorbridge_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    messagesSent: new Counter({
      name: 'mentorbridge_messages_sent_total',
      help: 'Chat messages accepted, by outcome (delivered or held for review)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
}
