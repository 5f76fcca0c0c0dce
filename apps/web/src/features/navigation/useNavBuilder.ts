import { DEFAULT_TERMINAL } from '@hh/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../http/ApiError.ts';
import { notifySuccess } from '../../http/notify.ts';
import { fetchNavigation, navQueryKey, saveNavigation } from './api.ts';
import { initialNavBuilder, navBuilderReducer, toSaveBody, verifyBuilder } from './builder.ts';
import type { NavState } from './types.ts';

/**
 * The builder's state, loaded from the server (again only when the server's answer changes, so edits
 * survive switching tabs), and its save: verify first, send nothing while an entry is invalid.
 */
export function useNavBuilder() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(navBuilderReducer, DEFAULT_TERMINAL, initialNavBuilder);
  const [saving, setSaving] = useState(false);
  const navigation = useQuery({
    queryKey: navQueryKey(state.terminal),
    queryFn: () => fetchNavigation(state.terminal),
  });

  const shown = useRef<NavState | undefined>(undefined);
  const show = useCallback((data: NavState) => {
    shown.current = data;
    dispatch({ type: 'load', state: data });
  }, []);

  useEffect(() => {
    if (navigation.data && navigation.data !== shown.current) show(navigation.data);
  }, [navigation.data, show]);

  const reload = async () => {
    const { data } = await navigation.refetch();
    if (data) show(data);
  };

  const save = async () => {
    const checked = verifyBuilder(state);
    dispatch({ type: 'verify' });
    if (!checked.valid) return;
    setSaving(true);
    try {
      const saved = await saveNavigation(toSaveBody(checked.state));
      queryClient.setQueryData(navQueryKey(saved.terminal), saved);
      shown.current = saved;
      dispatch({ type: 'saved', state: saved });
      notifySuccess(t('common.settingSucceeded'));
    } catch (error) {
      if (isApiError(error)) dispatch({ type: 'rejectFields', errors: error.errors });
    } finally {
      setSaving(false);
    }
  };

  return {
    state,
    dispatch,
    saving,
    loadFailed: navigation.isError && state.componentsData.length === 0,
    retry: () => void navigation.refetch(),
    reload,
    save,
  };
}
