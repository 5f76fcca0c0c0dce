import { copyrightYear } from '@hh/shared';
import { useTranslation } from 'react-i18next';
import { Clock } from './Clock.tsx';
import { useShopFooter } from './shopFooter.ts';

const FILING_SITE = 'https://beian.miit.gov.cn/';

export function Footer() {
  const { t } = useTranslation();
  const { footerTxt, caseNumber } = useShopFooter();
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
      <div className="hh-footer-copyright" data-testid="footer-copyright">
        {t('footer.copyright', { year: copyrightYear() })}
      </div>
    </footer>
  );
}
