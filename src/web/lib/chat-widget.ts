// Crisp live chat, reached through its documented command queue ($crisp.push) so commands given
// before the script has loaded are not lost.

import { loadScript } from './load-script';

export type ChatConfig = {
  provider: 'crisp';
  websiteId: string;
};

export type ChatWidget = {
  show: () => void;
  hide: () => void;
};

type CrispGlobals = {
  $crisp?: unknown[][];
  CRISP_WEBSITE_ID?: string;
};

const CRISP_SCRIPT = 'https://client.crisp.chat/l.js';

export function createCrispChat(config: ChatConfig): ChatWidget {
  const crispWindow: Window & CrispGlobals = window;
  let isLoaded = false;

  const push = (command: unknown[]) => {
    crispWindow.$crisp ??= [];
    crispWindow.$crisp.push(command);
  };

  return {
    show: () => {
      if (!isLoaded) {
        crispWindow.CRISP_WEBSITE_ID = config.websiteId;
        push(['safe', true]);
        loadScript(CRISP_SCRIPT);
        isLoaded = true;
      }
      push(['do', 'chat:show']);
    },
    hide: () => {
      // Never loaded means nothing is shown; loading the script just to hide it would be waste.
      if (isLoaded) push(['do', 'chat:hide']);
    },
  };
}
