import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../features/public';
import { createCrispChat } from '../lib/chat-widget';
import { createHelpScoutBeacon } from '../lib/help-beacon';
import { selectIsGuest, useSessionStore } from './session-store';
import { shouldShowChat, shouldShowHelpBeacon } from './shell-rules';
import { useUiStore } from './ui-store';

/** Chat and help beacon, each only when configured and only where shell-rules allow it. */
export function useSupportWidgets(): void {
  const { pathname } = useLocation();
  const config = usePublicConfig();
  const isGuest = useSessionStore(selectIsGuest);
  const userGuide = useSessionStore((state) => state.profile?.orgInfo?.accountConfig?.userGuide);
  const agencyName = useUiStore((state) => state.agencyName);

  const chatConfig = config?.chat ?? null;
  const beaconConfig = config?.helpBeacon ?? null;
  const chat = useMemo(() => (chatConfig ? createCrispChat(chatConfig) : null), [chatConfig]);
  const beacon = useMemo(
    () => (beaconConfig ? createHelpScoutBeacon(beaconConfig) : null),
    [beaconConfig],
  );

  useEffect(() => {
    if (!chat) return;
    if (shouldShowChat(pathname)) chat.show();
    else chat.hide();
  }, [chat, pathname]);

  useEffect(() => {
    if (!beacon) return;
    if (shouldShowHelpBeacon({ path: pathname, isGuest, userGuide, agencyName })) beacon.show();
    else beacon.destroy();
  }, [beacon, pathname, isGuest, userGuide, agencyName]);

  // A replaced configuration must not leave the old widget on screen.
  useEffect(() => () => chat?.hide(), [chat]);
  useEffect(() => () => beacon?.destroy(), [beacon]);
}
