import { PLATFORM_HOME_URL, platformHome, type Wire } from '@hh/shared';
import { http } from '../../../http/client.ts';

export type PlatformHome = Wire<typeof platformHome>;

/** The figures are counted by calendar day where the operator is. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const fetchPlatformHome = () => http.get(PLATFORM_HOME_URL, platformHome, { timeZone: timeZone() });
