import { useState } from 'react';
import type { Picked } from './types.ts';

interface LinkChoiceOptions<L extends { kind: string }> {
  /** The link the field holds (an address included) and its name. */
  value: Picked<L> | null;
  /** The tab shown when the field holds no link. */
  firstTab: L['kind'];
  /** The address of an address link (else undefined). */
  urlOf(link: L): string | undefined;
  /** Why a typed address is refused, or null. */
  urlProblem(text: string): string | null;
  urlLink(url: string): L;
  /** A tab that picks one fixed link by being shown (e.g. home). */
  fixed?(tab: L['kind']): L | null;
  onPick(picked: Picked<L>): void;
}

/** The picker's state: the tab shown, the choice on it, the typed address and its check on OK. */
export interface LinkChoice<L extends { kind: string }> {
  tab: L['kind'];
  setTab(kind: L['kind']): void;
  /** The choice on the tab shown (a choice on another tab is kept, not taken). */
  picked: Picked<L> | null;
  choose(picked: Picked<L>): void;
  /** The id of the picked link on `kind`'s tab, for the id tabs (product, category, page). */
  idOf(kind: L['kind']): number | null;
  canConfirm: boolean;
  confirm(): void;
  /** The address tab's field. */
  url: { value: string; error: string | null; onChange(next: string): void; onEnter(): void };
}

const URL_KIND = 'url';

/** A link picker's state, shared by every area's picker (each composes its own tabs). */
export function useLinkChoice<L extends { kind: string }>(options: LinkChoiceOptions<L>): LinkChoice<L> {
  const { value, urlProblem, onPick } = options;
  const [tab, setTab] = useState<L['kind']>(value?.link.kind ?? options.firstTab);
  const [choice, setChoice] = useState(() => (value && value.link.kind !== URL_KIND ? value : null));
  const [url, setUrl] = useState(() => (value ? (options.urlOf(value.link) ?? '') : ''));
  const [urlError, setUrlError] = useState<string | null>(null);
  const fixed = options.fixed?.(tab);
  const picked = fixed ? { link: fixed, linkName: null } : choice?.link.kind === tab ? choice : null;

  const confirm = () => {
    if (tab !== URL_KIND) {
      if (picked) onPick(picked);
      return;
    }
    const problem = urlProblem(url);
    setUrlError(problem);
    if (!problem) onPick({ link: options.urlLink(url.trim()), linkName: null });
  };

  return {
    tab,
    setTab,
    picked,
    choose: setChoice,
    idOf: (kind) => {
      const link: { kind: string; id?: unknown } | undefined = picked?.link;
      return link?.kind === kind && typeof link.id === 'number' ? link.id : null;
    },
    canConfirm: tab === URL_KIND || picked !== null,
    confirm,
    url: {
      value: url,
      error: urlError,
      onChange: (next) => {
        setUrl(next);
        if (urlError) setUrlError(urlProblem(next));
      },
      onEnter: confirm,
    },
  };
}
