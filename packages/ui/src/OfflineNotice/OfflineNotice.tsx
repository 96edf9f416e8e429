import { useEffect, useState } from 'react';
import { defaultCoreMessages, useUiMessages } from '../messages';
import { createIcon } from '../icons';
import * as styles from './OfflineNotice.css';

const OfflineIcon = createIcon(
  'OfflineIcon',
  <>
    <path d="M1.5 6a9.5 9.5 0 0 1 3-1.8M7 3.6a9.5 9.5 0 0 1 7.5 2.4M4 8.8a5.5 5.5 0 0 1 2.2-1.3M10.4 7.7a5.5 5.5 0 0 1 1.6 1.1M6.4 11.3a2.3 2.3 0 0 1 3.2 0" />
    <path d="M2 2l12 12" />
  </>,
);
const OnlineIcon = createIcon(
  'OnlineIcon',
  <path d="M1.5 6a9.5 9.5 0 0 1 13 0M4 8.8a5.5 5.5 0 0 1 8 0M6.4 11.3a2.3 2.3 0 0 1 3.2 0" />,
);

export interface OfflineNoticeProps {
  /** How long "you are back online" stays after the connection returns, in ms (3000 by default). */
  backOnlineDurationMs?: number;
}

type Connection = 'online' | 'offline' | 'back';

/**
 * The connectivity notice of SPEC §4: going offline shows messages.offline until the connection returns,
 * then messages.backOnline for a moment. It follows the window's `online` / `offline` events and is
 * announced politely (`role="status"`, always present so the change is read). Mount it once, in the shell.
 */
export function OfflineNotice({ backOnlineDurationMs = 3000 }: OfflineNoticeProps) {
  const messages = useUiMessages(defaultCoreMessages);
  const [connection, setConnection] = useState<Connection>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online',
  );

  useEffect(() => {
    const goOffline = () => setConnection('offline');
    const goOnline = () =>
      setConnection((previous) => (previous === 'offline' ? 'back' : previous));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (connection !== 'back') return;
    const timer = setTimeout(() => setConnection('online'), backOnlineDurationMs);
    return () => clearTimeout(timer);
  }, [connection, backOnlineDurationMs]);

  return (
    <div role="status" className={styles.region}>
      {connection === 'offline' ? (
        <div className={styles.notice} data-tone="offline">
          <OfflineIcon />
          <span>{messages.offline}</span>
        </div>
      ) : connection === 'back' ? (
        <div className={styles.notice} data-tone="online">
          <OnlineIcon />
          <span>{messages.backOnline}</span>
        </div>
      ) : null}
    </div>
  );
}
