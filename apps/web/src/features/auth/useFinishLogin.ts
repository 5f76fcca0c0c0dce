import { useLocation, useNavigate } from 'react-router';
import { readRedirect, STORE_PATH } from '../../routing/paths.ts';
import { signIn } from '../../session/actions.ts';
import type { LoginResult } from '../../session/types.ts';

export function useFinishLogin(): (result: LoginResult, rememberMe: boolean) => void {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (result, rememberMe) => {
    signIn(result, rememberMe);
    navigate(readRedirect(search) ?? STORE_PATH, { replace: true });
  };
}
