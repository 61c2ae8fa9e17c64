import type { CallSignal, IceConfig } from '@mentorbridge/domain/api/call-signals';

/** Where the connection to the other member stands, as the call view tells it. */
export type PeerState =
  /** The other member has not come yet, or left: nothing to connect to. */
  | 'waiting'
  | 'connecting'
  | 'connected'
  /** It was connected and the path went quiet: the browsers look for another by themselves. */
  | 'dropped'
  /** No path was ever found: a network that blocks calls, most likely. */
  | 'failed';

export interface PeerSnapshot {
  state: PeerState;
  /** The other member's sound and picture, once they arrive. */
  remoteStream: MediaStream | null;
  /** What the other member said of their microphone and camera. */
  remoteMedia: { audio: boolean; video: boolean };
  /** When the call first connected (epoch ms), for its length; null before. */
  connectedAt: number | null;
  /** The other member hung up (until they come back). */
  otherLeft: boolean;
  /** Connected again after a drop: "{name} is back." until the next change. */
  cameBack: boolean;
}

type SignalBody = DistributedOmit<CallSignal, 'from' | 'to'>;
type DistributedOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface PeerCallOptions {
  iceConfig: IceConfig;
  /** This page's id in the call's signals (a fresh one each time the page joins). */
  selfId: string;
  /**
   * Which side gives way when both offer at once (perfect negotiation): the mentee's page. The
   * mentor's keeps its offer; either way both end with one agreed description.
   */
  polite: boolean;
  localStream: MediaStream | null;
  send: (signal: CallSignal) => void;
  /** The media state to tell the other page when it comes. */
  localMedia: () => { audio: boolean; video: boolean };
}

const initial: PeerSnapshot = {
  state: 'waiting',
  remoteStream: null,
  remoteMedia: { audio: true, video: true },
  connectedAt: null,
  otherLeft: false,
  cameBack: false,
};

/**
 * One member's side of a call: a WebRTC connection to the other member's call page, set up by
 * "perfect negotiation" (either side may offer, and a collision resolves by politeness) over the
 * app's signals. The other page is known by its id: an offer from a new one (the other member
 * reloaded) replaces the connection, and signals meant for another of this person's tabs are
 * left alone. Nothing here talks to the server: `send` does.
 */
export class PeerCall {
  private connection: RTCPeerConnection | null = null;
  private otherId: string | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  /** Candidates that came before the description they belong to. */
  private earlyCandidates: RTCIceCandidateInit[] = [];
  /** Signals are taken one at a time: a description must be set before the next one arrives. */
  private queue = Promise.resolve();
  private snapshot: PeerSnapshot = initial;
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(private readonly options: PeerCallOptions) {}

  getSnapshot = (): PeerSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The other member is in the call: connect, unless a connection is already under way. */
  connect(): void {
    if (this.closed || this.connection) return;
    this.open();
  }

  /** A signal from the other member's page. */
  receive(signal: CallSignal): void {
    this.queue = this.queue
      .then(() => this.take(signal))
      .catch((error: unknown) => console.warn('call signal not taken', error));
  }

  /** Tells the other page whether this side's microphone and camera are on. */
  announceMedia(): void {
    if (this.otherId !== null) this.signal({ kind: 'media', ...this.options.localMedia() });
  }

  /** Swaps the camera's track in what is sent (another camera, or the same one back on). */
  async replaceVideoTrack(track: MediaStreamTrack): Promise<void> {
    const sender = this.connection?.getSenders().find((each) => each.track?.kind === 'video');
    await sender?.replaceTrack(track);
  }

  /** Leaves: tells the other page, and closes the connection. */
  hangUp(): void {
    if (!this.closed) this.signal({ kind: 'hangup' });
    this.close();
  }

  close(): void {
    this.closed = true;
    this.connection?.close();
    this.connection = null;
    this.listeners.clear();
  }

  private async take(signal: CallSignal): Promise<void> {
    if (this.closed) return;
    // Meant for another tab of this person, which joined the call too.
    if (signal.to !== null && signal.to !== this.options.selfId) return;
    if (signal.from !== this.otherId) {
      if (this.otherId === null) {
        // The other page, first heard of: whatever this side has under way is for it.
        if (signal.kind === 'hangup') return;
        this.otherId = signal.from;
      } else if (signal.kind === 'offer') {
        // A new page of the other member (reloaded, or opened again): the one before is gone.
        this.reset(signal.from);
      } else {
        return;
      }
    }
    switch (signal.kind) {
      case 'offer':
      case 'answer':
        return this.takeDescription({ type: signal.kind, sdp: signal.sdp });
      case 'candidate':
        return this.takeCandidate(signal);
      case 'media':
        return this.update({ remoteMedia: { audio: signal.audio, video: signal.video } });
      case 'hangup':
        this.connection?.close();
        this.connection = null;
        this.otherId = null;
        return this.update({ ...initial, connectedAt: this.snapshot.connectedAt, otherLeft: true });
    }
  }

  /** "Try again" after no path was found: a new connection, and a new offer. */
  retry(): void {
    if (!this.closed) this.reset(this.otherId);
  }

  private reset(otherId: string | null): void {
    this.connection?.close();
    this.connection = null;
    this.otherId = otherId;
    this.open();
    this.announceMedia();
  }

  private async takeDescription(description: RTCSessionDescriptionInit): Promise<void> {
    const connection = this.connection ?? this.open();
    const readyForOffer =
      !this.makingOffer && (connection.signalingState === 'stable' || this.settingRemoteAnswer);
    const collision = description.type === 'offer' && !readyForOffer;
    this.ignoreOffer = !this.options.polite && collision;
    if (this.ignoreOffer) return;
    this.settingRemoteAnswer = description.type === 'answer';
    await connection.setRemoteDescription(description);
    this.settingRemoteAnswer = false;
    for (const candidate of this.earlyCandidates.splice(0)) {
      // One of an offer this side ignored may not fit the answer that came instead.
      await connection.addIceCandidate(candidate).catch(() => undefined);
    }
    if (description.type === 'offer') {
      await connection.setLocalDescription();
      const answer = connection.localDescription;
      if (answer) this.signal({ kind: 'answer', sdp: answer.sdp });
    }
  }

  private async takeCandidate(signal: Extract<CallSignal, { kind: 'candidate' }>) {
    const candidate = {
      candidate: signal.candidate,
      sdpMid: signal.sdpMid,
      sdpMLineIndex: signal.sdpMLineIndex,
    };
    const connection = this.connection;
    if (!connection?.remoteDescription) {
      this.earlyCandidates.push(candidate);
      return;
    }
    try {
      await connection.addIceCandidate(candidate);
    } catch (error) {
      // A candidate of an offer this side chose to ignore does not belong here.
      if (!this.ignoreOffer) throw error;
    }
  }

  private open(): RTCPeerConnection {
    const { iceConfig, localStream } = this.options;
    const connection = new RTCPeerConnection({
      iceServers: iceConfig.iceServers,
      iceTransportPolicy: iceConfig.relayOnly ? 'relay' : 'all',
    });
    this.connection = connection;
    this.earlyCandidates = [];
    this.update({ state: 'connecting', otherLeft: false, cameBack: false, remoteStream: null });
    if (localStream) {
      for (const track of localStream.getTracks()) connection.addTrack(track, localStream);
    }
    // Without a camera or microphone of one's own, still see and hear the other member.
    const sending = new Set(localStream?.getTracks().map((track) => track.kind));
    for (const kind of ['audio', 'video'] as const) {
      if (!sending.has(kind)) connection.addTransceiver(kind, { direction: 'recvonly' });
    }
    const current = () => this.connection === connection;

    connection.addEventListener('negotiationneeded', () => {
      void (async () => {
        try {
          this.makingOffer = true;
          await connection.setLocalDescription();
          const offer = connection.localDescription;
          if (current() && offer) this.signal({ kind: 'offer', sdp: offer.sdp });
        } catch (error) {
          console.warn('call offer not made', error);
        } finally {
          this.makingOffer = false;
        }
      })();
    });
    connection.addEventListener('icecandidate', ({ candidate }) => {
      if (!current() || !candidate?.candidate) return;
      this.signal({
        kind: 'candidate',
        candidate: candidate.candidate,
        sdpMid: candidate.sdpMid,
        sdpMLineIndex: candidate.sdpMLineIndex,
      });
    });
    connection.addEventListener('track', ({ track, streams }) => {
      if (!current()) return;
      const stream = streams[0] ?? this.snapshot.remoteStream ?? new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      this.update({ remoteStream: stream });
    });
    connection.addEventListener('connectionstatechange', () => {
      if (current()) this.followConnection(connection);
    });
    return connection;
  }

  private followConnection(connection: RTCPeerConnection): void {
    const everConnected = this.snapshot.connectedAt !== null;
    switch (connection.connectionState) {
      case 'connected':
        this.update({
          state: 'connected',
          connectedAt: this.snapshot.connectedAt ?? Date.now(),
          cameBack: this.snapshot.state === 'dropped',
        });
        this.announceMedia();
        return;
      case 'disconnected':
        if (everConnected) this.update({ state: 'dropped', cameBack: false });
        return;
      case 'failed':
        // A path that broke: look for a new one (a new offer with fresh candidates).
        connection.restartIce();
        this.update({ state: everConnected ? 'dropped' : 'failed', cameBack: false });
        return;
      default:
        return;
    }
  }

  private signal(body: SignalBody): void {
    this.options.send({ ...body, from: this.options.selfId, to: this.otherId });
  }

  private update(change: Partial<PeerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }
}
