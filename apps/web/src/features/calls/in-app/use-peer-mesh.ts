import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { IceConfig } from '@mentorbridge/domain/api/call-signals';
import {
  listenForCallSignals,
  sendCallSignal,
  type SignalRefusal,
} from '../../../lib/call-signal-bus.ts';
import { useCallParticipants } from '../../live-calls/index.ts';
import { type MeshPeer, PeerMesh } from './peer-mesh.ts';
import type { PeerSnapshot } from './peer-snapshot.ts';

interface PeerMeshSetup {
  chatId: string;
  /** Whom this page connects with now: each as soon as they are in the call. */
  peers: readonly MeshPeer[];
  iceConfig: IceConfig;
  localStream: MediaStream | null;
  audioOn: boolean;
  videoOn: boolean;
  /** The server would not pass a signal on: the call must end, with its reason. */
  onRefused: (refusal: SignalRefusal) => void;
}

const noSnapshots: ReadonlyMap<string, PeerSnapshot> = new Map();
const noMesh = { subscribe: () => () => undefined, getSnapshots: () => noSnapshots };

/**
 * A pair's signal refused because their coordinator is not in the call (decision 060): it was on
 * its way as the coordinator left, and the call waits for them again rather than ending.
 */
const waitsForCoordinator = (refusal: SignalRefusal) =>
  refusal.error.code === 'waiting_for_coordinator';

/**
 * This page's side of the call while it is joined: a `PeerMesh` fed by the call's signals,
 * connecting with each peer as soon as they are in the call, hung up when the view goes.
 */
export function usePeerMesh(setup: PeerMeshSetup): {
  mesh: PeerMesh | null;
  snapshots: ReadonlyMap<string, PeerSnapshot>;
} {
  const { chatId, peers, iceConfig, localStream, audioOn, videoOn } = setup;
  const [mesh, setMesh] = useState<PeerMesh | null>(null);
  const refused = useEffectEvent((refusal: SignalRefusal) => {
    if (!waitsForCoordinator(refusal)) setup.onRefused(refusal);
  });
  const media = useEffectEvent(() => ({ audio: audioOn, video: videoOn }));

  useEffect(() => {
    const call = new PeerMesh({
      iceConfig,
      localStream,
      send: (toUserId, signal) => sendCallSignal(chatId, { signal, toUserId }, refused),
      localMedia: media,
    });
    const stopListening = listenForCallSignals(chatId, {
      onSignal: (signal, fromUserId) => call.receive(fromUserId, signal),
      onRefused: refused,
    });
    // The call lives exactly as long as this effect (twice in development's strict mode, each
    // with its own connections), so it is made here and handed to the render from here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMesh(call);
    return () => {
      stopListening();
      call.hangUp();
    };
  }, [chatId, iceConfig, localStream]);

  const participants = useCallParticipants(chatId);
  // The same people in a new array change nothing: the peers are told by who they are.
  const peersKey = peers.map((peer) => `${peer.id}:${peer.polite}`).join(' ');
  const currentPeers = useEffectEvent(() => peers);
  useEffect(() => {
    mesh?.setPeers(currentPeers());
  }, [peersKey, mesh]);
  useEffect(() => {
    mesh?.follow((id) => participants.includes(id));
  }, [peersKey, participants, mesh]);

  useEffect(() => {
    mesh?.announceMedia();
  }, [audioOn, videoOn, mesh]);

  const store = mesh ?? noMesh;
  const snapshots = useSyncExternalStore(store.subscribe, store.getSnapshots);
  return { mesh, snapshots };
}
