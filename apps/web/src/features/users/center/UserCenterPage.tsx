import { Card, Col, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import './user-center.css';

export default function UserCenterPage() {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid="user-center">
      <Col xs={24} lg={8}>
        <ProfileCard />
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            items={[
              { key: 'profile', label: t('user.basicInfo'), children: <ProfileForm /> },
              { key: 'password', label: t('user.security'), children: <PasswordForm /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
