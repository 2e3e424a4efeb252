import { buildApp } from '/work/main/server/src/app.ts';
import { loadConfig } from '/work/main/server/src/config.ts';
const t = Date.now();
const app = await buildApp({ config: loadConfig({ ...process.env, DATA_DIR: '/tmp/d2', LOG_LEVEL: 'debug' }) });
console.log('built', Date.now() - t);
const r = await app.inject({ method: 'GET', url: '/api/v5/pageHomeData/companyProfile?language=EN&eventCode=CGA' });
console.log(r.statusCode, r.body.slice(0, 300));
await app.close();
