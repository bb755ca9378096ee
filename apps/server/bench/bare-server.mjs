// The baseline: a bare Fastify route answering a constant JSON object, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { code: 200, msg: 'OK', data: { hello: 'world' } };
app.get('/bare', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
