/**
 * The Socket.IO baseline: a plain Socket.IO server that passes each message to the partner's
 * room and the sender's, with no sign-in, no checks and no database.
 */
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer((_request, response) => response.end('ok'));
const io = new Server(server, { transports: ['websocket'], serveClient: false });

io.on('connection', (socket) => {
  const client = Number(socket.handshake.query.client);
  void socket.join(`client:${client}`);
  socket.on('message', (message: { to: number }) => {
    io.to(`client:${message.to}`).to(`client:${client}`).emit('message', message);
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
