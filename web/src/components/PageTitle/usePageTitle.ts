import { useEffect } from 'react';
import { APP_NAME } from '../../copy';

/** Sets the document title for the current screen: 'Dashboard · Host Portal'. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
