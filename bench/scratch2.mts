import { companyToken } from './server.ts';
console.log(await companyToken('http://127.0.0.1:8097', 'alice', '13800000001'));
