// The realtime ceiling: a bare Socket.IO server with no session check, no database and no transaction.
// A socket joins the room `user:<auth.user>`; POST /send {user_ids} emits one notification:new to each.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/send') {
    res.writeHead(404).end();
    return;
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const { user_ids: userIds, title, message } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    for (const id of userIds) {
      io.to(`user:${id}`).emit('notification:new', {
        id: randomUUID(),
        user_id: id,
        title,
        message,
        created_at: new Date().toISOString(),
      });
    }
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"success":true}');
  });
});
const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
io.on('connection', (socket) => socket.join(`user:${socket.handshake.auth.user}`));
http.listen(0, '127.0.0.1', () => process.send?.({ port: http.address().port }));
