import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ThemeProvider } from '../../components/theme/ThemeProvider.tsx';
import './errors.css';

export function ErrorResult({
  status,
  title,
  description,
}: {
  status: 404 | 403;
  title: string;
  description: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ThemeProvider>
      <div className="hh-error-page">
        <Result
          status={status}
          title={title}
          subTitle={description}
          extra={
            <Space>
              <Button onClick={() => navigate(-1)}>{t('errors.goBack')}</Button>
              <Button type="primary" onClick={() => navigate('/dashboard')}>
                {t('errors.backHome')}
              </Button>
            </Space>
          }
        />
      </div>
    </ThemeProvider>
  );
}
