import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useAppStore } from '../state/app.ts';

export function useDayjsLocale(): void {
  const lang = useAppStore((state) => state.lang);
  useEffect(() => {
    dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
  }, [lang]);
}
