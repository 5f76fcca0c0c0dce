import { describe, expect, it } from 'vitest';
import { isNavUrl } from './contracts/navigation.ts';
import {
  checkNavItem,
  IP_ADDRESS_MESSAGE,
  isEmail,
  isExternal,
  isIpAddress,
  isMobile,
  validateIp,
  verifyNavItems,
} from './validators.ts';

describe('isEmail', () => {
  it('accepts standard addresses', () => {
    expect(isEmail('alice@example.com')).toBe(true);
    expect(isEmail('a.b+c@mail.example.co')).toBe(true);
  });
  it('rejects malformed addresses', () => {
    for (const value of ['', 'alice', 'alice@', '@example.com', 'a@b', 'a b@example.com']) {
      expect(isEmail(value)).toBe(false);
    }
  });
});

describe('isMobile', () => {
  it('accepts 1 then 3,4,5,7,8 then 9 digits', () => {
    for (const second of ['3', '4', '5', '7', '8']) expect(isMobile(`1${second}812345678`)).toBe(true);
  });
  it('rejects other second digits and wrong lengths', () => {
    for (const value of [
      '12812345678',
      '16812345678',
      '19812345678',
      '1381234567',
      '138123456789',
      '23812345678',
    ]) {
      expect(isMobile(value)).toBe(false);
    }
  });
});

describe('IP address', () => {
  it('allows empty values', () => {
    expect(isIpAddress('')).toBe(true);
    expect(isIpAddress(undefined)).toBe(true);
    expect(validateIp(null)).toBeUndefined();
  });
  it('accepts four parts 0-255', () => {
    expect(isIpAddress('0.0.0.0')).toBe(true);
    expect(isIpAddress('192.168.1.255')).toBe(true);
  });
  it('rejects out of range or malformed parts with the message', () => {
    for (const value of ['256.1.1.1', '1.1.1', '1.1.1.1.1', '01.1.1.1', 'a.b.c.d', '1..1.1']) {
      expect(isIpAddress(value)).toBe(false);
      expect(validateIp(value)).toBe(IP_ADDRESS_MESSAGE);
    }
    expect(IP_ADDRESS_MESSAGE).toBe('please enter a correct IP address');
  });
});

describe('isExternal', () => {
  it('detects http, https, mailto and tel', () => {
    for (const value of ['http://a.com', 'https://a.com', 'mailto:a@b.com', 'tel:10086']) {
      expect(isExternal(value)).toBe(true);
    }
    for (const value of ['/system/user', 'user', 'ftp://a.com', 'www.a.com'])
      expect(isExternal(value)).toBe(false);
  });
});

describe('nav items', () => {
  it('requires a name and a picked link', () => {
    expect(checkNavItem({ navName: '', link: { kind: 'url', url: '/a' } })).toEqual({
      verify1: false,
      verify2: true,
    });
    expect(checkNavItem({ navName: 'Home', link: null })).toEqual({ verify1: true, verify2: false });
  });
  it('takes http(s) addresses and paths starting with one slash as custom links', () => {
    for (const ok of ['/a', '/pages/x?id=1', 'https://a.cn', 'HTTP://a.cn/bc']) {
      expect(isNavUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:x',
      '//a.cn',
      '/\\a.cn',
      'a.cn',
      'https://',
      '/a b',
      '',
    ]) {
      expect(isNavUrl(bad), bad).toBe(false);
    }
  });
  it('renumbers navSort 1..n only when every item is valid', () => {
    const items = [
      { navName: 'a', link: { kind: 'page', page: 'home' }, navSort: 5 },
      { navName: 'b', link: { kind: 'page', page: 'cart' }, navSort: 9 },
    ];
    const ok = verifyNavItems(items);
    expect(ok.valid).toBe(true);
    expect(ok.items.map((item) => item.navSort)).toEqual([1, 2]);
    const bad = verifyNavItems([...items, { navName: '', link: null, navSort: 3 }]);
    expect(bad.valid).toBe(false);
    expect(bad.items.map((item) => item.navSort)).toEqual([5, 9, 3]);
    expect(bad.items[2]).toMatchObject({ verify1: false, verify2: false });
  });
});
