/** The demo's sign-in accounts, as `npm start` announces them (the demo data creates them). */
export const DEMO_PASSWORD = '123456';

export const DEMO_ACCOUNTS = [
  { username: 'admin', role: 'platform operator, in both demo shops' },
  { username: 'alice', role: 'manager of 朝阳优选商城' },
  { username: 'bob', role: 'clerk of 海港鲜生' },
  { username: 'carol', role: 'in both shops, a different role in each' },
] as const;
