/** The baseline: a bare Fastify app with one route, run as a child process like the API. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
