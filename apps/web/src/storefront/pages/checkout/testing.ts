/** What the server gives WeChat's in-app browser to pay (JSAPI), as the tests of its bridge use it. */
export const WECHAT_BRIDGE = {
  appId: 'wxOA',
  timeStamp: '1700000000',
  nonceStr: 'N1',
  package: 'prepay_id=wx1',
  signType: 'RSA' as const,
  paySign: 'SIGN',
};
