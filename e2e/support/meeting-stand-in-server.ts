import http from 'node:http';
import { MEETING_PORT } from './ports.ts';

// The public video-meeting service cannot be reached from here, so the journeys point the app at
// this stand-in. It serves an external_api.js with the same shape as Jitsi Meet's IFrame API
// (constructor, addListener, executeCommand('hangup'), getIFrame, dispose) and a page per room,
// so a journey can read the room the app asked for from the embedded frame's address.
const externalApi = `
window.JitsiMeetExternalAPI = class {
  constructor(domain, options) {
    this.listeners = new Map();
    const displayName = encodeURIComponent(JSON.stringify(options.userInfo.displayName));
    this.iframe = document.createElement('iframe');
    this.iframe.src = 'http://' + domain + '/' + encodeURIComponent(options.roomName) +
      '#userInfo.displayName=' + displayName;
    this.iframe.allow = 'camera; microphone';
    this.iframe.style.width = options.width;
    this.iframe.style.height = options.height;
    options.parentNode.appendChild(this.iframe);
  }
  addListener(event, listener) {
    this.listeners.set(event, [...(this.listeners.get(event) || []), listener]);
  }
  executeCommand(command) {
    if (command === 'hangup') (this.listeners.get('videoConferenceLeft') || []).forEach((l) => l());
  }
  getIFrame() {
    return this.iframe;
  }
  dispose() {
    this.iframe.remove();
  }
};
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    response.end('ok');
  } else if (url.pathname === '/external_api.js') {
    response.setHeader('content-type', 'text/javascript');
    response.end(externalApi);
  } else {
    const room = escapeHtml(decodeURIComponent(url.pathname.slice(1)));
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="en"><title>${room}</title><p>Stand-in meeting room ${room}</p></html>`,
    );
  }
});
server.listen(MEETING_PORT, '127.0.0.1');

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
