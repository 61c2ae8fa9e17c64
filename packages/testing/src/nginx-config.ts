/**
 * What every nginx a test or benchmark starts needs before its servers: no daemon, one worker,
 * and every file it writes (pid, log, temporary bodies) inside `dir`, so it runs without root and
 * leaves nothing behind; plus the map that passes WebSocket upgrades on. It leaves the `http`
 * block open: the caller adds its upstreams and servers, then closes it.
 */
export function nginxPrelude(dir: string): string {
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }`;
}

/**
 * The headers docs/deploy.md passes on with every proxied request: the original host, address
 * and scheme, and a WebSocket upgrade (with the prelude's `$connection_upgrade`).
 */
export const nginxProxyHeaders = `
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;`;
