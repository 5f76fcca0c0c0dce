import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../http/ApiError.ts';
import { saveDraft } from './api.ts';
import { type DecoBuilderAction, type DecoBuilderState, isDirty, toDocument } from './builder.ts';
import { draftProblems, type Problem, serverProblems } from './problems.ts';

/**
 * How long the builder waits after the last edit before it saves the draft.
 * @internal
 */
export const AUTOSAVE_MS = 1000;

export type SaveStatus =
  | { kind: 'saved'; at: string | Date | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Autosave of the draft: a second after the last edit, the whole draft with the revision last seen.
 * A draft the contract refuses is not sent (its problems show instead); a stale revision (someone
 * else saved) stops saving until the page is reloaded. `flush` saves at once (before publishing) and answers the revision saved (null: not saved).
 */
export function useDraftSave(
  state: DecoBuilderState,
  dispatch: Dispatch<DecoBuilderAction>,
  savedAt: string | Date | null,
) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved', at: savedAt });
  const [problems, setProblems] = useState<Problem[]>([]);
  const latest = useRef(state);
  latest.current = state;
  const inFlight = useRef<Promise<number | null> | null>(null);
  const stopped = useRef(false);
  // What the last save answered, ahead of the render that puts it into the state.
  const lastSave = useRef({ revision: 0, edits: 0 });

  const send = useCallback(async (): Promise<number | null> => {
    const current = latest.current;
    if (current.pageId === null || stopped.current) return null;
    const revision = Math.max(current.revision, lastSave.current.revision);
    if (!isDirty(current) || current.edits === lastSave.current.edits) return revision;
    const document = toDocument(current);
    const found = draftProblems(document);
    setProblems(found);
    if (found.length > 0) {
      setStatus({ kind: 'invalid' });
      return null;
    }
    setStatus({ kind: 'saving' });
    try {
      const saved = await saveDraft(current.pageId, revision, document);
      lastSave.current = { revision: saved.revision, edits: current.edits };
      dispatch({ type: 'saved', revision: saved.revision, edits: current.edits });
      setStatus(
        latest.current.edits === current.edits ? { kind: 'saved', at: saved.updatedAt } : { kind: 'pending' },
      );
      return saved.revision;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isApiError(error) && error.status === 409) {
        stopped.current = true;
        setStatus({ kind: 'conflict', message });
      } else if (isApiError(error) && error.errors.length > 0) {
        setProblems(serverProblems(document, error.errors));
        setStatus({ kind: 'invalid' });
      } else {
        setStatus({ kind: 'failed', message });
      }
      return null;
    }
  }, [dispatch]);

  const flush = useCallback(async (): Promise<number | null> => {
    while (inFlight.current) await inFlight.current;
    const running = send();
    inFlight.current = running;
    try {
      return await running;
    } finally {
      inFlight.current = null;
    }
  }, [send]);

  // The edit waiting to be saved (null when none): each new one restarts the wait.
  const waiting = isDirty(state) ? state.edits : null;
  useEffect(() => {
    if (waiting === null || stopped.current) return;
    setStatus((current) => (current.kind === 'saving' ? current : { kind: 'pending' }));
    const timer = setTimeout(() => void flush(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [waiting, flush]);

  // Leaving the screen (another tab, the back button) saves what is pending.
  useEffect(() => () => void flush(), [flush]);

  const restart = useCallback((at: string | Date | null) => {
    stopped.current = false;
    lastSave.current = { revision: 0, edits: 0 };
    setProblems([]);
    setStatus({ kind: 'saved', at });
  }, []);

  return { status, problems, flush, restart };
}
