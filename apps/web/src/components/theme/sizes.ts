import type { SizeName } from '@hh/shared';
import type { ThemeConfig } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';

export interface SizeProfile {
  componentSize: SizeType;
  token: ThemeConfig['token'];
}

export const SIZE_PROFILES: Record<SizeName, SizeProfile> = {
  default: { componentSize: 'large', token: {} },
  medium: { componentSize: 'medium', token: { controlHeight: 36 } },
  small: { componentSize: 'medium', token: {} },
  mini: { componentSize: 'small', token: { fontSize: 13 } },
};
