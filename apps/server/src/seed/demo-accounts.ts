/** The demo's sign-in accounts, as `npm start` announces them (the demo data creates them). */
export const DEMO_PASSWORD = '123456';

export const DEMO_ACCOUNTS = [
  { username: 'admin', role: 'platform operator, in both demo shops' },
  { username: 'alice', role: 'owner of 朝阳优选商城' },
  { username: 'bob', role: 'clerk of 海港鲜生' },
  { username: 'carol', role: 'owner of 海港鲜生 and clerk of 朝阳优选商城' },
  { username: 'dave', role: 'manager of both demo shops' },
] as const;
