import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export default function RedirectPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`${pathname.replace(/^\/redirect/, '') || '/'}${search}${hash}`, { replace: true });
  }, [navigate, pathname, search, hash]);
  return null;
}
