import type { CallSignal, IceConfig } from '@mentorbridge/domain/api/call-signals';
import { initialSnapshot, type PeerSnapshot } from './peer-snapshot.ts';

type SignalBody = DistributedOmit<CallSignal, 'from' | 'to'>;
type DistributedOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface PeerCallOptions {
  iceConfig: IceConfig;
  /**
   * The mentee's page: it answers the mentor's offer rather than making its own, and gives way
   * if both ever offer at once (perfect negotiation); the mentor's page starts each connection.
   */
  polite: boolean;
  localStream: MediaStream | null;
  send: (signal: CallSignal) => void;
  /** The media state to tell the other page when it comes. */
  localMedia: () => { audio: boolean; video: boolean };
}

/**
 * One member's side of a call: a WebRTC connection to the other member's call page over the
 * app's signals. The mentor's page offers each time the mentee comes into the call; the mentee's
 * answers. Both offering at once, which a connection started by both sides would do every time,
 * left some calls with no network candidates in Chromium; a later renegotiation by either side
 * still goes by "perfect negotiation". Each connection has an id of its own in the signals: an
 * offer from a new one replaces the connection (the other member reloaded, or the mentor's page
 * started again), and signals for an old connection, or for another of this person's tabs, are
 * left alone. Nothing here talks to the server: `send` does.
 */
export class PeerCall {
  private connection: RTCPeerConnection | null = null;
  /** This side's connection, as the signals name it; new with each connection. */
  private ownId = newConnectionId();
  private otherId: string | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  /** Candidates that came before the description they belong to. */
  private earlyCandidates: RTCIceCandidateInit[] = [];
  /** Signals are taken one at a time: a description must be set before the next one arrives. */
  private queue = Promise.resolve();
  private snapshot: PeerSnapshot = initialSnapshot;
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(private readonly options: PeerCallOptions) {}

  getSnapshot = (): PeerSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * The other member came into the call. The mentor's page starts a new connection to their
   * page, whatever it had before; the mentee's waits for that offer.
   */
  connect(): void {
    if (this.closed) return;
    if (this.options.polite) {
      if (!this.connection) this.update({ state: 'connecting', otherLeft: false });
      return;
    }
    this.start(null);
  }

  /**
   * The other member is no longer in the call (a closed tab, a lost connection): a connection
   * still being made is given up, and the page waits for them again. One already made stays:
   * the media may well outlive a moment without the server.
   */
  otherAway(): void {
    if (this.closed || this.snapshot.state !== 'connecting') return;
    this.connection?.close();
    this.connection = null;
    this.otherId = null;
    this.update({ state: 'waiting', remoteStream: null });
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
    // Meant for an earlier connection of this page, or for another tab of this person.
    if (signal.to !== null && signal.to !== this.ownId) return;
    if (signal.from !== this.otherId) {
      if (signal.kind === 'offer') {
        // A new connection of the other page, or a new page: the one before is gone.
        this.start(signal.from);
      } else if (this.otherId === null && this.connection && signal.kind !== 'hangup') {
        // The answer to this side's offer, and what follows it.
        this.otherId = signal.from;
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
        return this.update({
          ...initialSnapshot,
          connectedAt: this.snapshot.connectedAt,
          otherLeft: true,
        });
    }
  }

  /** "Try again" after no path was found: a new connection, and a new offer, from either side. */
  retry(): void {
    if (!this.closed) this.start(null);
  }

  /**
   * A new connection in place of any before: to answer the other page's offer (`otherId`), or,
   * with null, to offer to whichever page of the other member answers.
   */
  private start(otherId: string | null): void {
    this.connection?.close();
    this.ownId = newConnectionId();
    this.otherId = otherId;
    this.open({ offering: otherId === null });
    this.announceMedia();
  }

  private async takeDescription(description: RTCSessionDescriptionInit): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
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

  private open({ offering }: { offering: boolean }): RTCPeerConnection {
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
    // Without a camera or microphone of one's own, still see and hear the other member: the
    // offer asks for what it does not send; an answer takes what the offer brings.
    const sending = new Set(localStream?.getTracks().map((track) => track.kind));
    for (const kind of ['audio', 'video'] as const) {
      if (offering && !sending.has(kind))
        connection.addTransceiver(kind, { direction: 'recvonly' });
    }
    const current = () => this.connection === connection;

    connection.addEventListener('negotiationneeded', () => {
      void (async () => {
        try {
          this.makingOffer = true;
          await connection.setLocalDescription();
          // An offer, unless the other side's offer came in meanwhile and this is the answer.
          const { type, sdp } = connection.localDescription ?? {};
          if (current() && sdp && (type === 'offer' || type === 'answer')) {
            this.signal({ kind: type, sdp });
          }
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
        // A path that broke: the mentor's side looks for a new one (an offer with fresh
        // candidates); both asking at once would collide.
        if (!this.options.polite) connection.restartIce();
        this.update({ state: everConnected ? 'dropped' : 'failed', cameBack: false });
        return;
      default:
        return;
    }
  }

  private signal(body: SignalBody): void {
    this.options.send({ ...body, from: this.ownId, to: this.otherId });
  }

  private update(change: Partial<PeerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }
}

/** A connection's id in the signals: random, so no page can guess another's. */
const newConnectionId = () => crypto.randomUUID();
