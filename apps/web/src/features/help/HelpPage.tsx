import { ArrowLeftOutlined } from '@ant-design/icons';
import { copyrightYear } from '@hh/shared';
import { Anchor, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LangSwitch } from '../../components/LangSwitch.tsx';
import { StandaloneBar } from '../../components/StandaloneBar.tsx';
import { ThemeProvider } from '../../components/theme/ThemeProvider.tsx';
import './help.css';

const SECTIONS = ['signIn', 'chooseShop', 'layout', 'settings', 'contact'] as const;

function HelpContent() {
  const { t } = useTranslation();
  return (
    <div className="hh-standalone-page">
      <StandaloneBar title={t('helpCenter.title')} className="hh-help-header">
        <div className="hh-help-actions">
          <LangSwitch />
          <Link to="/dashboard">
            <Button icon={<ArrowLeftOutlined />}>{t('helpCenter.backToApp')}</Button>
          </Link>
        </div>
      </StandaloneBar>
      <div className="hh-help-body">
        <aside className="hh-help-toc">
          <div className="hh-help-toc-title">{t('helpCenter.toc')}</div>
          <Anchor
            offsetTop={80}
            items={SECTIONS.map((key) => ({
              key,
              href: `#${key}`,
              title: t(`helpCenter.sections.${key}.title`),
            }))}
          />
        </aside>
        <main className="hh-help-content">
          <Typography>
            <Typography.Title level={2}>{t('helpCenter.title')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('helpCenter.intro')}</Typography.Paragraph>
            {SECTIONS.map((key) => (
              <section key={key} id={key} className="hh-help-section">
                <Typography.Title level={3}>{t(`helpCenter.sections.${key}.title`)}</Typography.Title>
                <ol>
                  {t(`helpCenter.sections.${key}.items`, { returnObjects: true }).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ol>
              </section>
            ))}
          </Typography>
        </main>
      </div>
      <footer className="hh-help-footer">{t('footer.copyright', { year: copyrightYear() })}</footer>
    </div>
  );
}

export default function HelpPage() {
  return (
    <ThemeProvider>
      <HelpContent />
    </ThemeProvider>
  );
}
