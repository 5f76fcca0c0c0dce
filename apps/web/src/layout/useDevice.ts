import { MOBILE_BREAKPOINT } from '@hh/shared';
import { useEffect } from 'react';
import { useAppStore } from '../state/app.ts';

const isMobileWidth = (): boolean => window.innerWidth < MOBILE_BREAKPOINT;

export function useDevice(): void {
  const setDevice = useAppStore((state) => state.setDevice);
  const closeSidebar = useAppStore((state) => state.closeSidebar);
  useEffect(() => {
    const update = () => {
      const mobile = isMobileWidth();
      const wasMobile = useAppStore.getState().device === 'mobile';
      setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile && !wasMobile) closeSidebar(true);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setDevice, closeSidebar]);
}
