import { LANGS } from '@hh/shared';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../state/app.ts';

export function LangToggle() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.lang);
  const setLang = useAppStore((state) => state.setLang);
  return (
    <fieldset className="hh-lang-toggle" data-testid="lang-switch">
      <legend className="hh-sr-only">{t('common.language')}</legend>
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={code === lang}
          className={code === lang ? 'hh-lang hh-lang--active' : 'hh-lang'}
          onClick={() => setLang(code)}
          data-lang={code}
        >
          {t(code === 'zh' ? 'common.zhShort' : 'common.enShort')}
        </button>
      ))}
    </fieldset>
  );
}
