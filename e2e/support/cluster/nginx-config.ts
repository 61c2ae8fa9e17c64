import { nginxPrelude, nginxProxyHeaders } from '@mentorbridge/testing/nginx-config';
import { PROCESS_PORTS } from './cluster-ports.ts';

/**
 * nginx in front of the two processes, as docs/deploy.md sets it up (without TLS, on loopback):
 * round-robin by default, WebSocket upgrades passed on, a process that refuses connections
 * skipped. A cookie `mb_pin=a` or `mb_pin=b` pins a browser to one process, the other standing
 * by, so the journey can put two people on different processes and then kill one.
 */
export function nginxConfig({ port, dir }: { port: number; dir: string }): string {
  const a = `127.0.0.1:${PROCESS_PORTS.a}`;
  const b = `127.0.0.1:${PROCESS_PORTS.b}`;
  return `${nginxPrelude(dir)}
  map $cookie_mb_pin $mentorbridge_pool { a pin_a; b pin_b; default mentorbridge; }

  upstream mentorbridge { server ${a} max_fails=1 fail_timeout=10s; server ${b} max_fails=1 fail_timeout=10s; }
  upstream pin_a { server ${a} max_fails=1 fail_timeout=10s; server ${b} backup; }
  upstream pin_b { server ${b} max_fails=1 fail_timeout=10s; server ${a} backup; }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location = /metrics { return 404; }
    location / {
      proxy_pass http://$mentorbridge_pool;
${nginxProxyHeaders}
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}
