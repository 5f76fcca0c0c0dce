import { COPYRIGHT_YEAR } from '@hh/shared';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../state/settings.ts';
import { Clock } from './Clock.tsx';

const FILING_SITE = 'https://beian.miit.gov.cn/';

export function Footer() {
  const { t } = useTranslation();
  const footerTxt = useSettings((state) => state.footerTxt);
  const caseNumber = useSettings((state) => state.caseNumber);
  return (
    <footer className="hh-footer" data-testid="footer">
      <div className="hh-footer-line">
        {footerTxt && <span data-testid="footer-text">{footerTxt}</span>}
        {caseNumber && (
          <a href={FILING_SITE} target="_blank" rel="noreferrer" data-testid="footer-case">
            {caseNumber}
          </a>
        )}
        <Clock />
      </div>
      <div className="hh-footer-copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</div>
    </footer>
  );
}
