// Help Scout Beacon, through the queue its loader snippet defines: calls made before the script
// has loaded are kept in Beacon.readyQueue and replayed by the script.

import { loadScript } from './load-script';

export type HelpBeaconConfig = {
  provider: 'helpscout';
  beaconId: string;
};

export type HelpBeacon = {
  show: () => void;
  destroy: () => void;
};

type BeaconCall = { method: string; options?: unknown; data?: unknown };
type BeaconFunction = ((method: string, options?: unknown, data?: unknown) => void) & {
  readyQueue?: BeaconCall[];
};
type BeaconGlobals = { Beacon?: BeaconFunction };

const BEACON_SCRIPT = 'https://beacon-v2.helpscout.net';

function ensureBeaconQueue(beaconWindow: Window & BeaconGlobals): BeaconFunction {
  if (beaconWindow.Beacon) return beaconWindow.Beacon;
  const readyQueue: BeaconCall[] = [];
  const queueCall: BeaconFunction = (method, options, data) => {
    readyQueue.push({ method, options, data });
  };
  queueCall.readyQueue = readyQueue;
  beaconWindow.Beacon = queueCall;
  return queueCall;
}

export function createHelpScoutBeacon(config: HelpBeaconConfig): HelpBeacon {
  const beaconWindow: Window & BeaconGlobals = window;
  let isActive = false;

  return {
    show: () => {
      if (isActive) return;
      ensureBeaconQueue(beaconWindow);
      loadScript(BEACON_SCRIPT);
      // Read again: once loaded, the script replaces the queue with the real Beacon.
      beaconWindow.Beacon?.('init', config.beaconId);
      isActive = true;
    },
    destroy: () => {
      if (!isActive) return;
      beaconWindow.Beacon?.('destroy');
      isActive = false;
    },
  };
}
