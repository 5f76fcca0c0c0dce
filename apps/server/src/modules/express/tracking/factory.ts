import type { Config } from '../../../config.ts';
import { KdniaoProvider } from './kdniao.ts';
import { Kuaidi100Provider } from './kuaidi100.ts';
import { TrackingOff } from './off.ts';
import type { TrackingProvider } from './provider.ts';
import { SandboxTrackingProvider } from './sandbox.ts';

/** The provider the configuration names (config.ts has checked its keys and refused the sandbox in production). */
export function createTrackingProvider(config: Config): TrackingProvider {
  switch (config.EXPRESS_TRACKING_PROVIDER) {
    case 'kuaidi100':
      return new Kuaidi100Provider({
        customer: config.KUAIDI100_CUSTOMER!,
        key: config.KUAIDI100_KEY!,
        url: config.KUAIDI100_URL,
      });
    case 'kdniao':
      return new KdniaoProvider({
        businessId: config.KDNIAO_EBUSINESS_ID!,
        appKey: config.KDNIAO_APP_KEY!,
        url: config.KDNIAO_URL,
        requestType: config.KDNIAO_REQUEST_TYPE,
      });
    case 'off':
      return new TrackingOff();
    case 'sandbox':
      return new SandboxTrackingProvider();
  }
}
