import type { CallSignal, IceConfig } from '@mentorbridge/domain/api/call-signals';
import { PeerCall } from './peer-call.ts';
import type { PeerSnapshot } from './peer-snapshot.ts';

/** Someone this page connects with, and whether it answers their offers (peer-call.ts). */
export interface MeshPeer {
  id: string;
  polite: boolean;
}

interface PeerMeshOptions {
  iceConfig: IceConfig;
  localStream: MediaStream | null;
  send: (toUserId: string, signal: CallSignal) => void;
  localMedia: () => { audio: boolean; video: boolean };
}

/**
 * Signals kept for someone this page does not connect with yet: their offer may come before the
 * call's news that they are in it (they saw this page first). A page that never becomes a peer
 * cannot fill memory with them.
 */
const EARLY_SIGNALS_KEPT = 200;

/**
 * This page's side of a call with everyone in it (decision 060: a call of three, where a
 * programme's coordinator joins): one `PeerCall` a person, each fed the signals that person
 * sent. A call of two is a mesh of one. Who is a peer may change while the call goes on: one no
 * longer wanted (a coordinator who left, so the pair may not talk alone) is hung up; one who comes
 * is connected as soon as they are in the call.
 */
export class PeerMesh {
  private readonly calls = new Map<string, PeerCall>();
  /** Whether each peer was in the call when last told: `connect` only as they come in. */
  private readonly wasIn = new Map<string, boolean>();
  private readonly early = new Map<string, CallSignal[]>();
  private snapshots: ReadonlyMap<string, PeerSnapshot> = new Map();
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(private readonly options: PeerMeshOptions) {}

  getSnapshots = (): ReadonlyMap<string, PeerSnapshot> => this.snapshots;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The people this page connects with now; the call with anyone else is hung up. */
  setPeers(peers: readonly MeshPeer[]): void {
    if (this.closed) return;
    const wanted = new Set(peers.map((peer) => peer.id));
    for (const [id, call] of this.calls) {
      if (wanted.has(id)) continue;
      // Gone from the call, or no longer to be talked to alone: their page lets go as well.
      call.close();
      this.calls.delete(id);
      this.wasIn.delete(id);
    }
    for (const peer of peers) {
      if (this.calls.has(peer.id)) continue;
      const call = new PeerCall({
        ...this.options,
        polite: peer.polite,
        send: (signal) => this.options.send(peer.id, signal),
      });
      call.subscribe(() => this.refresh());
      this.calls.set(peer.id, call);
      for (const signal of this.early.get(peer.id)?.splice(0) ?? []) call.receive(signal);
    }
    this.refresh();
  }

  /** Who is in the call now: a peer who came in is connected, one who went is waited for. */
  follow(isIn: (id: string) => boolean): void {
    for (const [id, call] of this.calls) {
      const now = isIn(id);
      if (now === this.wasIn.get(id)) continue;
      this.wasIn.set(id, now);
      if (now) call.connect();
      else call.otherAway();
    }
  }

  /** A signal from someone in the call. */
  receive(fromUserId: string, signal: CallSignal): void {
    const call = this.calls.get(fromUserId);
    if (call) {
      call.receive(signal);
      return;
    }
    const kept = this.early.get(fromUserId) ?? [];
    if (kept.length < EARLY_SIGNALS_KEPT) this.early.set(fromUserId, [...kept, signal]);
  }

  announceMedia(): void {
    for (const call of this.calls.values()) call.announceMedia();
  }

  async replaceVideoTrack(track: MediaStreamTrack): Promise<void> {
    await Promise.all([...this.calls.values()].map((call) => call.replaceVideoTrack(track)));
  }

  /** "Try again" on each connection that found no path. */
  retryFailed(): void {
    for (const [id, call] of this.calls) {
      if (this.snapshots.get(id)?.state === 'failed') call.retry();
    }
  }

  /** Leaves the call: tells everyone in it, and closes every connection. */
  hangUp(): void {
    this.closed = true;
    for (const call of this.calls.values()) call.hangUp();
    this.calls.clear();
    this.listeners.clear();
  }

  private refresh(): void {
    this.snapshots = new Map([...this.calls].map(([id, call]) => [id, call.getSnapshot()]));
    this.listeners.forEach((listener) => listener());
  }
}
