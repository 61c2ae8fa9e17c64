import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { IceConfig } from '@mentorbridge/domain/api/call-signals';
import {
  listenForCallSignals,
  sendCallSignal,
  type SignalRefusal,
} from '../../../lib/call-signal-bus.ts';
import { useCallParticipants } from '../../live-calls/index.ts';
import { PeerCall } from './peer-call.ts';
import type { PeerSnapshot } from './peer-snapshot.ts';

interface PeerCallSetup {
  chatId: string;
  /** The other member, whose presence in the call starts the connection. */
  otherId: string;
  polite: boolean;
  iceConfig: IceConfig;
  localStream: MediaStream | null;
  audioOn: boolean;
  videoOn: boolean;
  /** The server would not pass a signal on: the call must end, with its reason. */
  onRefused: (refusal: SignalRefusal) => void;
}

const noPeer = { subscribe: () => () => undefined, getSnapshot: () => null };

/**
 * This page's side of the call while it is joined: a `PeerCall` fed by the call's signals,
 * connecting as soon as the other member is in the call, hung up when the view goes.
 */
export function usePeerCall(setup: PeerCallSetup): {
  peer: PeerCall | null;
  snapshot: PeerSnapshot | null;
} {
  const { chatId, otherId, polite, iceConfig, localStream, audioOn, videoOn } = setup;
  const [peer, setPeer] = useState<PeerCall | null>(null);
  const refused = useEffectEvent(setup.onRefused);
  const media = useEffectEvent(() => ({ audio: audioOn, video: videoOn }));

  useEffect(() => {
    const call = new PeerCall({
      iceConfig,
      polite,
      localStream,
      send: (signal) => sendCallSignal(chatId, signal, refused),
      localMedia: media,
    });
    const stopListening = listenForCallSignals(chatId, {
      onSignal: (signal) => call.receive(signal),
      onRefused: refused,
    });
    // The call lives exactly as long as this effect (twice in development's strict mode, each
    // with its own connection), so it is made here and handed to the render from here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPeer(call);
    return () => {
      stopListening();
      call.hangUp();
    };
  }, [chatId, iceConfig, localStream, polite]);

  const otherIsIn = useCallParticipants(chatId).includes(otherId);
  useEffect(() => {
    if (otherIsIn) peer?.connect();
    else peer?.otherAway();
  }, [otherIsIn, peer]);

  useEffect(() => {
    peer?.announceMedia();
  }, [audioOn, videoOn, peer]);

  const store = peer ?? noPeer;
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { peer, snapshot };
}
