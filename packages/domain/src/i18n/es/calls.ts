import type { Translation } from '../catalogue.ts';
import type { calls as english } from '../en/calls.ts';

export const calls = {
  noMeetingService:
    'Las llamadas se hacen dentro de la aplicación: no hay una sala de reuniones que compartir.',
  previewHeading: 'Revisa tu cámara y tu micrófono',
  previewHint: 'Solo tú ves esto hasta que te unas.',
  joinInAppCall: 'Unirse a la videollamada',
  startingCamera: 'Encendiendo tu cámara...',
  waitingFor: 'Esperando a que {name} se una.',
  callWaitsForCoordinator: 'Esperando a que tu coordinador se una.',
  coordinatorInCall: '{name}, de {programme}, está en esta llamada.',
  /** The coordinator's console: "pair" is written as "the mentor or the pupil" (pareja would read as a couple). */
  joinPairCall: 'Unirse a la videollamada',
  pairInCall: 'El mentor o el estudiante ya está en la llamada.',
  pairCallNotJoined:
    'En este programa, un coordinador se une solo a las llamadas con estudiantes menores de 18 años. Este estudiante tiene 18 años o más.',
  connectingTo: 'Conectando con {name}...',
  inCallWith: 'Estás en la llamada con {name}.',
  otherDropped: 'Se cortó la conexión de {name}. La llamada vuelve sola cuando se pueda.',
  otherBack: '{name} volvió.',
  otherLeft: '{name} salió de la llamada.',
  otherMuted: 'El micrófono de {name} está apagado.',
  otherCameraOff: 'La cámara de {name} está apagada.',
  ownDropped: 'Se cortó tu conexión. La llamada vuelve sola cuando se pueda.',
  callCouldNotConnect:
    'No se pudo conectar la llamada. La red de una escuela o de un trabajo puede bloquear las llamadas: inténtalo de nuevo o prueba con otra red.',
  mute: 'Apagar micrófono',
  unmute: 'Encender micrófono',
  cameraOff: 'Apagar cámara',
  cameraOn: 'Encender cámara',
  switchCamera: 'Cambiar de cámara',
  hangUp: 'Colgar',
  callLength: 'Duración de la llamada',
  yourVideo: 'Tu cámara',
  theirVideo: 'Cámara de {name}',
  noCamera: 'No se encontró ninguna cámara, así que te unes solo con sonido.',
  cameraRefused:
    'Tu navegador no permitió usar la cámara, así que te unes solo con sonido. Para usarla, permite la cámara en los ajustes de tu navegador para este sitio y vuelve a unirte.',
  cameraBusy:
    'Otra aplicación está usando tu cámara, así que te unes solo con sonido. Cierra esa aplicación y vuelve a unirte.',
  nothingAllowed:
    'Tu navegador no permitió usar la cámara ni el micrófono. Puedes ver y oír a {name}, pero no puede verte ni oírte. Permite la cámara y el micrófono en los ajustes de tu navegador para este sitio y vuelve a unirte.',
  noMicrophoneFound:
    'No se encontró ninguna cámara ni micrófono. Puedes ver y oír a {name}, pero no puede verte ni oírte.',
  browserCannotCall:
    'Este navegador no puede hacer videollamadas. Prueba con una versión actualizada de Chrome, Firefox, Safari o Edge.',
} satisfies Translation<typeof english>;
