import {
  CONFIG_LIST_SIZE,
  SELF_PICKUP_OFF,
  SELF_PICKUP_ON,
  SYSTEM_CONFIG_URL,
  systemConfigContract,
  type systemConfigEntry,
  type Wire,
} from '@hh/shared';
import { http } from '../../http/client.ts';

type ConfigEntry = Wire<typeof systemConfigEntry>;

type SelfPickup = typeof SELF_PICKUP_ON | typeof SELF_PICKUP_OFF;

export interface SystemConfig {
  store_self_mention: SelfPickup;
  tengxun_map_key: string;
}

export const configQueryKey = ['shop', 'systemConfig'] as const;

function toSystemConfig(entries: readonly ConfigEntry[]): SystemConfig {
  const value = (key: keyof SystemConfig) => entries.find((entry) => entry.menuName === key)?.value;
  return {
    store_self_mention:
      value('store_self_mention') === String(SELF_PICKUP_OFF) ? SELF_PICKUP_OFF : SELF_PICKUP_ON,
    tengxun_map_key: value('tengxun_map_key') ?? '',
  };
}

export const fetchSystemConfig = () =>
  http
    .get(SYSTEM_CONFIG_URL, systemConfigContract.list, { size: CONFIG_LIST_SIZE })
    .then((page) => toSystemConfig(page.content));

/** The form's values are the body of the POST. */
export const saveSystemConfig = (body: SystemConfig) =>
  http.post(SYSTEM_CONFIG_URL, systemConfigContract.saved, body);
