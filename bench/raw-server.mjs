// A bare node:http server answering every request with the same bytes the app sent: the ceiling to compare with.
import { createServer } from 'node:http';

const { body, contentType } = JSON.parse(process.env.RAW_RESPONSE);
const bytes = Buffer.from(body, 'base64');
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
  res.end(bytes);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
