import { isMobile } from '@hh/shared';
import type { FormRule } from 'antd';

/** A required mobile number (starts with 1, then 3/4/5/7/8 and nine digits). */
export const mobileRule = (message: string): FormRule => ({
  required: true,
  message,
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || !isMobile(value.trim())) throw new Error(message);
  },
});

/** A required text (spaces alone do not count). */
export const requiredText = (message: string): FormRule => ({ required: true, whitespace: true, message });
