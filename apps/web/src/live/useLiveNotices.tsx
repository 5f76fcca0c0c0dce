import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { withFeedback } from '../lib/feedback.ts';
import { useSession } from '../session/state.ts';
import { subscribeLive } from './bus.ts';
import { useLiveT } from './i18n.ts';
import { holdLiveConnection } from './liveSession.ts';
import { NOTICE_TYPES, noticeFor } from './notices.ts';

const NOTICE_SECONDS = 6;

/**
 * Keeps the live socket of the current shop's token open while mounted (closed on logout and
 * replaced on a shop switch) and shows a notification for each event that has one.
 */
export function useLiveNotices(): void {
  const t = useLiveT();
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const companyId = useSession((state) => state.shop?.companyId ?? null);

  useEffect(() => {
    if (!token || companyId === null) return;
    return holdLiveConnection(token);
  }, [token, companyId]);

  useEffect(
    () =>
      subscribeLive(NOTICE_TYPES, (event) => {
        const notice = noticeFor(event, t);
        const key = `${event.type}-${event.at}`;
        const link = notice.link;
        withFeedback((feedback) =>
          feedback.notification[notice.kind]({
            key,
            title: notice.title,
            description: notice.description,
            duration: NOTICE_SECONDS,
            actions: link && (
              <Button
                type="primary"
                size="small"
                onClick={() => {
                  feedback.notification.destroy(key);
                  navigate(link.path);
                }}
                data-testid="live-notice-open"
              >
                {link.label}
              </Button>
            ),
            props: { 'data-testid': `live-notice-${event.type}` },
          }),
        );
      }),
    [t, navigate],
  );
}
