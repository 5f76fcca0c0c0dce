import { ShopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { StandaloneHeader } from '../../components/StandaloneHeader.tsx';
import { STORE_PATH } from '../../routing/paths.ts';
import { useOnboardingT } from './i18n.ts';

export function OnboardingHeader() {
  const ot = useOnboardingT();
  const navigate = useNavigate();
  return (
    <StandaloneHeader
      logoutTestId="onboarding-logout"
      hideUserOnPhone
      actions={
        <Button
          icon={<ShopOutlined />}
          onClick={() => navigate(STORE_PATH)}
          data-testid="onboarding-my-shops"
        >
          {ot('wizard.myShops')}
        </Button>
      }
    />
  );
}
