/**
 * The wording of in-app calls (decision 059): the camera check before joining, the call's own
 * notices and the words for a browser with no camera or no permission. Written for a 12-year-old
 * on a small phone: short, and saying what to do next.
 */
export const calls = {
  noMeetingService: 'Calls here are held in the app: there is no meeting room to give.',
  previewHeading: 'Check your camera and microphone',
  previewHint: 'Only you see this until you join.',
  joinInAppCall: 'Join call',
  startingCamera: 'Starting your camera...',
  waitingFor: 'Waiting for {name} to join.',
  /** A programme whose coordinator joins every call (decision 060), before they are in. */
  callWaitsForCoordinator: 'Waiting for your coordinator to join.',
  coordinatorInCall: '{name} from {programme} is in this call.',
  /** The coordinator's own call page, over a pair of their programme. */
  joinPairCall: 'Join the call',
  pairInCall: 'Someone of this pair is in the call.',
  pairCallNotJoined:
    "A coordinator joins this programme's calls with pupils under 18 only: this pair's are not.",
  connectingTo: 'Connecting to {name}...',
  inCallWith: 'You are in the call with {name}.',
  otherDropped: "{name}'s connection dropped. The call comes back by itself when it can.",
  otherBack: '{name} is back.',
  otherLeft: '{name} left the call.',
  otherMuted: "{name}'s microphone is off.",
  otherCameraOff: "{name}'s camera is off.",
  ownDropped: 'Your connection dropped. The call comes back by itself when it can.',
  callCouldNotConnect:
    'The call could not connect. A school or work network may block calls: try again, or try another network.',
  mute: 'Mute',
  unmute: 'Unmute',
  cameraOff: 'Turn camera off',
  cameraOn: 'Turn camera on',
  switchCamera: 'Switch camera',
  hangUp: 'Hang up',
  callLength: 'Call length',
  yourVideo: 'Your camera',
  theirVideo: "{name}'s camera",
  /** The browser has no camera, or none it may use: the call goes on with sound alone. */
  noCamera: 'No camera was found, so you join with sound only.',
  cameraRefused:
    "Your browser did not allow the camera, so you join with sound only. To use it, allow the camera in your browser's settings for this site, then rejoin.",
  cameraBusy:
    'Your camera is being used by another app, so you join with sound only. Close that app, then rejoin.',
  /** No microphone either: the user still sees and hears the other person. */
  nothingAllowed:
    "Your browser did not allow the camera or the microphone. You can see and hear {name}, but they cannot see or hear you. Allow them in your browser's settings for this site, then rejoin.",
  noMicrophoneFound:
    'No camera or microphone was found. You can see and hear {name}, but they cannot see or hear you.',
  browserCannotCall:
    'This browser cannot make video calls. Try an up-to-date Chrome, Firefox, Safari or Edge.',
} as const;
