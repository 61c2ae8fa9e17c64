// What a call's connection shows the call view, apart from the connection itself (peer-call.ts).

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

/** A call not yet connected: nobody to see or hear. */
export const initialSnapshot: PeerSnapshot = {
  state: 'waiting',
  remoteStream: null,
  remoteMedia: { audio: true, video: true },
  connectedAt: null,
  otherLeft: false,
  cameBack: false,
};
