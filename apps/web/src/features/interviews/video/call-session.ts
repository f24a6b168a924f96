import type { SignalRole, SignalServerMessage } from '@talvio/contracts/video';
import { apiBase } from '../../../lib/api-base.ts';
import { closeOutcome, parseSignal, retryDelayMs } from './signal-messages.ts';

/**
 * One side of a two-party call (docs/decisions/0021-live-video-interviews.md): the signalling socket, the peer
 * connection and what the page shows of them. The candidate makes the offers and the interviewer answers, so the two
 * never offer at once. A dropped socket is opened again and the connection's ICE restarted.
 */

export interface ChatLine {
  id: number;
  mine: boolean;
  text: string;
  at: string;
}

export interface CallState {
  /** Our seat: being taken, taken, or why not (the message says it in words). */
  phase: 'connecting' | 'joined' | 'left' | 'full' | 'closed' | 'unauthorized' | 'unknown';
  message: string | null;
  /** The other person: not here yet, here, their connection dropped, or they left. */
  peer: 'absent' | 'present' | 'dropped' | 'left';
  /** The name the other person gave, once they said. */
  peerName: string | null;
  connection: RTCPeerConnectionState;
  network: 'reconnecting' | 'reconnected' | null;
  remoteStream: MediaStream | null;
  chat: ChatLine[];
  muted: boolean;
  cameraOff: boolean;
  sharing: boolean;
  shareError: string | null;
}

export const initialCallState: CallState = {
  phase: 'connecting',
  message: null,
  peer: 'absent',
  peerName: null,
  connection: 'new',
  network: null,
  remoteStream: null,
  chat: [],
  muted: false,
  cameraOff: false,
  sharing: false,
  shareError: null,
};

/** What the call reports about itself for diagnostics (support and the browser tests): counts, never content. */
export interface CallDiagnostics {
  role: SignalRole;
  connectionState: () => RTCPeerConnectionState | 'none';
  /** Video frames decoded from the other person so far. */
  framesDecoded: () => Promise<number>;
  /** The label of the video track we send (the camera's, or the shared screen's). */
  sendingVideo: () => string | null;
  /** How many ICE restarts this side has offered (after a reconnection or a failed network path). */
  iceRestarts: () => number;
}

declare global {
  interface Window {
    talvioCallDiagnostics?: CallDiagnostics;
  }
}

const signalUrl = (token: string) => {
  const base = new URL(`${apiBase}/video/rooms/${encodeURIComponent(token)}/signal`, window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return base.toString();
};

/** How long "Reconnected" stays up. */
const reconnectedNoticeMs = 4_000;
/** After a drop, our own old connection may hold the seat until the server notices; try this many times. */
const seatRetries = 12;

export class CallSession {
  private state: CallState = initialCallState;
  private listeners = new Set<() => void>();
  private ws: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  private videoSender: RTCRtpSender | null = null;
  private iceServers: RTCIceServer[] = [];
  private pendingIce: RTCIceCandidateInit[] = [];
  private chain: Promise<void> = Promise.resolve();
  private attempt = 0;
  private joinedOnce = false;
  private stopped = false;
  private retryTimer: number | undefined;
  private noticeTimer: number | undefined;
  private screenTrack: MediaStreamTrack | null = null;
  private chatId = 0;
  private iceRestarts = 0;

  constructor(
    private readonly options: {
      token: string;
      role: SignalRole;
      local: MediaStream | null;
      /** The staff ID token the interviewer sends in the join message. */
      idToken: () => Promise<string | null>;
      /** The name shown to the other person. */
      name: string;
    },
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getState = () => this.state;

  private set(patch: Partial<CallState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  start() {
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    window.talvioCallDiagnostics = {
      role: this.options.role,
      connectionState: () => this.pc?.connectionState ?? 'none',
      framesDecoded: async () => {
        let frames = 0;
        const stats = await this.pc?.getStats();
        stats?.forEach((report: { type?: string; kind?: string; framesDecoded?: number }) => {
          if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
        });
        return frames;
      },
      sendingVideo: () => this.videoSender?.track?.label ?? null,
      iceRestarts: () => this.iceRestarts,
    };
    this.connect();
  }

  /** Ends everything on this side (leaving the page or the call). */
  stop() {
    this.stopped = true;
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    window.clearTimeout(this.retryTimer);
    window.clearTimeout(this.noticeTimer);
    if (window.talvioCallDiagnostics?.role === this.options.role) delete window.talvioCallDiagnostics;
    this.ws?.close(1000, 'Left the call.');
    this.ws = null;
    this.closePeer();
    this.screenTrack?.stop();
    this.screenTrack = null;
  }

  leave() {
    this.send({ type: 'leave' });
    this.stop();
    this.set({ phase: 'left', remoteStream: null });
  }

  sendChat(text: string) {
    const trimmed = text.trim();
    if (!trimmed || !this.send({ type: 'chat', text: trimmed })) return false;
    this.set({
      chat: [
        ...this.state.chat,
        { id: ++this.chatId, mine: true, text: trimmed, at: new Date().toISOString() },
      ],
    });
    return true;
  }

  toggleMute() {
    const muted = !this.state.muted;
    for (const track of this.options.local?.getAudioTracks() ?? []) track.enabled = !muted;
    this.set({ muted });
  }

  toggleCamera() {
    const cameraOff = !this.state.cameraOff;
    for (const track of this.options.local?.getVideoTracks() ?? []) track.enabled = !cameraOff;
    this.set({ cameraOff });
  }

  /** Shares the screen in place of the camera (the same video sender, no new negotiation), or goes back. */
  async toggleShare() {
    if (this.screenTrack) return this.stopShare();
    this.set({ shareError: null });
    let track: MediaStreamTrack | undefined;
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      track = display.getVideoTracks()[0];
    } catch (err) {
      const denied = err instanceof DOMException && err.name === 'NotAllowedError';
      this.set({
        shareError: denied ? null : 'Your screen could not be shared. Try again, or use another browser.',
      });
      return;
    }
    if (!track || this.stopped) return track?.stop();
    this.screenTrack = track;
    track.addEventListener('ended', () => void this.stopShare());
    await this.videoSender?.replaceTrack(track);
    this.set({ sharing: true });
  }

  private async stopShare() {
    const track = this.screenTrack;
    if (!track) return;
    this.screenTrack = null;
    track.stop();
    await this.videoSender?.replaceTrack(this.cameraTrack());
    this.set({ sharing: false });
  }

  /** The shared screen while sharing (for our own preview). */
  screen(): MediaStreamTrack | null {
    return this.screenTrack;
  }

  private cameraTrack = () => this.options.local?.getVideoTracks()[0] ?? null;

  private send(message: Record<string, unknown>): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  private connect() {
    if (this.stopped) return;
    const ws = new WebSocket(signalUrl(this.options.token));
    this.ws = ws;
    ws.addEventListener('open', () => {
      void (async () => {
        const idToken = this.options.role === 'interviewer' ? await this.options.idToken() : null;
        if (ws !== this.ws) return;
        ws.send(
          JSON.stringify(
            this.options.role === 'interviewer'
              ? { type: 'join', role: 'interviewer', id_token: idToken ?? '', name: this.options.name }
              : { type: 'join', role: 'candidate', name: this.options.name },
          ),
        );
      })();
    });
    ws.addEventListener('message', (event) => {
      const message = parseSignal(event.data);
      if (!message || ws !== this.ws) return;
      // One after another: an answer must not overtake the offer it answers.
      this.chain = this.chain
        .then(() => this.handle(message))
        .catch((err: unknown) => console.warn('call: a signalling message failed', err));
    });
    ws.addEventListener('close', (event) => {
      if (ws !== this.ws || this.stopped) return;
      this.ws = null;
      this.onClosed(event.code, event.reason);
    });
  }

  private onClosed(code: number, reason: string) {
    const outcome = closeOutcome(code, reason);
    const retrySeat = outcome.kind === 'full' && this.joinedOnce && this.attempt < seatRetries;
    if (outcome.kind === 'retry' || retrySeat) {
      if (this.joinedOnce) this.set({ network: 'reconnecting' });
      window.clearTimeout(this.retryTimer);
      this.retryTimer = window.setTimeout(() => this.connect(), retryDelayMs(this.attempt++));
      return;
    }
    this.closePeer();
    this.screenTrack?.stop();
    this.screenTrack = null;
    if (outcome.kind === 'left') return this.set({ phase: 'left', remoteStream: null, network: null });
    if (outcome.kind === 'unknown') return this.set({ phase: 'unknown', remoteStream: null, network: null });
    this.set({ phase: outcome.kind, message: outcome.message, remoteStream: null, network: null });
  }

  private onOffline = () => {
    // The browser knows the network is gone: say so now rather than when the socket times out.
    if (this.stopped || !this.joinedOnce) return;
    this.set({ network: 'reconnecting' });
    const ws = this.ws;
    this.ws = null;
    ws?.close(4000, 'Offline.');
    window.clearTimeout(this.retryTimer);
    this.retryTimer = window.setTimeout(() => this.connect(), retryDelayMs(this.attempt++));
  };

  private onOnline = () => {
    if (this.stopped || this.ws || !this.joinedOnce) return;
    window.clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.connect();
  };

  private async handle(message: SignalServerMessage) {
    switch (message.type) {
      case 'joined': {
        this.iceServers = message.ice_servers;
        const wasReconnecting = this.state.network === 'reconnecting';
        this.joinedOnce = true;
        this.attempt = 0;
        this.set({
          phase: 'joined',
          peer: message.peer_present ? 'present' : this.state.peer === 'absent' ? 'absent' : this.state.peer,
          peerName: message.peer_name ?? this.state.peerName,
          network: wasReconnecting ? 'reconnected' : null,
        });
        if (wasReconnecting) this.clearNoticeLater();
        if (message.peer_present) await this.pair();
        return;
      }
      case 'peer_joined':
        this.set({ peer: 'present', peerName: message.name ?? this.state.peerName });
        return this.pair();
      case 'peer_left':
        if (this.state.peer !== 'left') this.set({ peer: 'dropped' });
        return;
      case 'leave':
        this.closePeer();
        this.set({ peer: 'left', remoteStream: null });
        return;
      case 'offer':
        return this.onOffer(message.sdp);
      case 'answer':
        return this.onAnswer(message.sdp);
      case 'ice':
        return this.addIce(message.candidate);
      case 'chat':
        this.set({
          chat: [...this.state.chat, { id: ++this.chatId, mine: false, text: message.text, at: message.at }],
        });
        return;
      case 'error':
        console.warn('call: the signalling route refused a message:', message.message);
        return;
    }
  }

  private clearNoticeLater() {
    window.clearTimeout(this.noticeTimer);
    this.noticeTimer = window.setTimeout(() => this.set({ network: null }), reconnectedNoticeMs);
  }

  /** Both are in the room: the candidate offers — over the existing connection with an ICE restart, or anew. */
  private async pair() {
    if (this.options.role !== 'candidate') return;
    const restart = Boolean(this.pc?.remoteDescription) && this.pc?.connectionState !== 'closed';
    if (!restart) this.newPeer();
    await this.offer(restart);
  }

  private async offer(iceRestart: boolean) {
    const pc = this.pc;
    if (!pc) return;
    if (pc.signalingState === 'have-local-offer') await pc.setLocalDescription({ type: 'rollback' });
    const offer = await pc.createOffer({ iceRestart });
    if (iceRestart) this.iceRestarts += 1;
    await pc.setLocalDescription(offer);
    this.send({ type: 'offer', sdp: offer.sdp });
  }

  private async onOffer(sdp: string) {
    if (!this.pc) this.newPeer();
    try {
      await this.pc!.setRemoteDescription({ type: 'offer', sdp });
    } catch {
      // The other side started afresh (a reload): so do we.
      this.newPeer();
      await this.pc!.setRemoteDescription({ type: 'offer', sdp });
    }
    await this.flushIce();
    const answer = await this.pc!.createAnswer();
    await this.pc!.setLocalDescription(answer);
    this.send({ type: 'answer', sdp: answer.sdp });
  }

  private async onAnswer(sdp: string) {
    const pc = this.pc;
    if (pc?.signalingState !== 'have-local-offer') return;
    try {
      await pc.setRemoteDescription({ type: 'answer', sdp });
      await this.flushIce();
    } catch {
      // The other side answered from a new connection (it reloaded): start a new one too.
      this.newPeer();
      await this.offer(false);
    }
  }

  private async addIce(candidate: RTCIceCandidateInit) {
    if (!this.pc?.remoteDescription) {
      this.pendingIce.push(candidate);
      return;
    }
    await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private async flushIce() {
    const queued = this.pendingIce;
    this.pendingIce = [];
    for (const candidate of queued) await this.addIce(candidate);
  }

  private newPeer() {
    this.closePeer();
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    const local = this.options.local;
    const audio = local?.getAudioTracks()[0];
    const video = this.screenTrack ?? this.cameraTrack();
    if (audio && local) pc.addTrack(audio, local);
    else pc.addTransceiver('audio', { direction: 'recvonly' });
    if (video) this.videoSender = pc.addTrack(video, local ?? new MediaStream([video]));
    else this.videoSender = pc.addTransceiver('video', { direction: 'sendrecv' }).sender;
    const remote = new MediaStream();
    pc.addEventListener('track', (event) => {
      if (pc !== this.pc) return;
      remote.addTrack(event.track);
      this.set({ remoteStream: remote });
    });
    pc.addEventListener('icecandidate', (event) => {
      if (event.candidate && pc === this.pc) this.send({ type: 'ice', candidate: event.candidate.toJSON() });
    });
    pc.addEventListener('connectionstatechange', () => {
      if (pc !== this.pc) return;
      this.set({ connection: pc.connectionState });
      // The network path is gone but signalling works: find a new one.
      if (pc.connectionState === 'failed' && this.options.role === 'candidate') void this.offer(true);
    });
    this.set({ connection: pc.connectionState });
  }

  private closePeer() {
    this.pc?.close();
    this.pc = null;
    this.videoSender = null;
    this.pendingIce = [];
  }
}
