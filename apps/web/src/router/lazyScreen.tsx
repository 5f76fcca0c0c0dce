import { type ComponentType, use } from 'react';

export interface LazyScreen {
  Component: ComponentType;
  preload(): Promise<ComponentType>;
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Screen() {
    const Loaded = loaded ?? use(preload());
    return <Loaded />;
  }
  return { Component: Screen, preload };
}
