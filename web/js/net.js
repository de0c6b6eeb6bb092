// net.js: the one connection to rink serve (rink.v1, docs/PROTOCOL.md).
//
// - says hello with the token this browser keeps (localStorage), or makes a
//   new player and keeps its token;
// - request(msg) sends a message with a fresh `ref` and resolves with the
//   reply that carries it back (rejects with the `error` that does);
// - table news (`state`, `events`) goes to the table's listeners, a
//   league's (`league_changed`) to onNews listeners;
// - when the connection drops it comes back by itself (0.5 s, 1 s, 2 s ...
//   up to 10 s apart), says hello again and takes up every table it was
//   subscribed to with the same sit or watch: the server sends the events
//   since 0 and the state, so nothing is missed and no reload is needed.

const TOKEN = 'rink.token';
const NAME = 'rink.name';

export class Net {
  constructor(url) {
    this.url = url || (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/';
    this.ws = null;
    this.ref = 0;
    this.pending = new Map();   // ref -> {resolve, reject}
    this.tables = new Map();    // table -> {sub, listeners:Set}
    this.subscribing = new Map(); // table -> ref of a sit/watch not yet answered by a state
    this.statusListeners = new Set();
    this.newsListeners = new Set(); // news that is no table's: league_changed
    this.status = 'connecting';
    this.player = null;
    this.name = localStorage.getItem(NAME) || '';
    this.backoff = 500;
    this.queue = [];            // messages sent while offline
    this.connect();
    setInterval(() => { if (this.status === 'online') this.send({ type: 'ping' }); }, 30000);
  }

  onStatus(fn) { this.statusListeners.add(fn); fn(this.status, this); return () => this.statusListeners.delete(fn); }

  // fn(msg) for every league_changed; returns the unsubscribe.
  onNews(fn) { this.newsListeners.add(fn); return () => this.newsListeners.delete(fn); }

  setStatus(s) {
    this.status = s;
    for (const fn of this.statusListeners) fn(s, this);
  }

  connect() {
    this.setStatus(this.player === null ? 'connecting' : 'reconnecting');
    const ws = new WebSocket(this.url, 'rink.v1');
    this.ws = ws;
    ws.onopen = () => { this.backoff = 500; this.hello(); };
    ws.onmessage = (ev) => this.receive(ev.data);
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      for (const p of this.pending.values()) p.reject({ type: 'error', code: 'disconnected', message: 'the connection dropped' });
      this.pending.clear();
      this.subscribing.clear();
      this.setStatus('offline');
      setTimeout(() => this.connect(), this.backoff);
      this.backoff = Math.min(this.backoff * 2, 10000);
    };
  }

  hello() {
    const msg = { type: 'hello', ref: ++this.ref };
    const token = localStorage.getItem(TOKEN);
    if (token) msg.token = token;
    if (this.name) msg.name = this.name;
    this.pending.set(msg.ref, {
      resolve: (w) => {
        if (w.token) localStorage.setItem(TOKEN, w.token);
        this.player = w.player;
        this.name = w.name;
        this.setStatus('online');
        for (const m of this.queue.splice(0)) this.ws.send(JSON.stringify(m));
        for (const [table, t] of this.tables) if (t.sub) this.subscribe(table, t.sub);
      },
      reject: (e) => {
        if (e.code === 'bad_token') {            // the server forgot us: start afresh
          localStorage.removeItem(TOKEN);
          this.hello();
        } else if (e.code === 'bad_field' && this.name) {
          this.name = '';
          this.hello();
        }
      },
    });
    this.ws.send(JSON.stringify(msg));
  }

  // Renames this player (kept for the next visits too).
  rename(name) {
    this.name = name;
    localStorage.setItem(NAME, name);
    return this.request({ type: 'hello', token: localStorage.getItem(TOKEN) || undefined, name })
      .then((w) => { this.name = w.name; this.setStatus(this.status); return w; });
  }

  send(msg) {
    if (this.ws && this.status === 'online') this.ws.send(JSON.stringify(msg));
    else if (msg.type !== 'ping') this.queue.push(msg);
  }

  request(msg) {
    msg.ref = ++this.ref;
    return new Promise((resolve, reject) => {
      this.pending.set(msg.ref, { resolve, reject });
      this.send(msg);
    });
  }

  receive(text) {
    let msg;
    try { msg = JSON.parse(text); } catch { return; }
    if (msg.ref !== undefined && this.pending.has(msg.ref)) {
      const p = this.pending.get(msg.ref);
      this.pending.delete(msg.ref);
      if (msg.type === 'error') p.reject(msg); else p.resolve(msg);
      if (msg.type !== 'ok') return;
    }
    if (typeof msg.table === 'number' && (msg.type === 'state' || msg.type === 'events' || msg.type === 'ok')) {
      if (msg.type === 'state' && this.subscribing.has(msg.table)) {   // sit/watch answered
        const ref = this.subscribing.get(msg.table);
        this.subscribing.delete(msg.table);
        const p = this.pending.get(ref);
        this.pending.delete(ref);
        if (p) p.resolve(msg);
      }
      const t = this.tables.get(msg.table);
      if (t) for (const fn of t.listeners) fn(msg);
    } else if (msg.type === 'league_changed') {
      for (const fn of this.newsListeners) fn(msg);
    }
  }

  // Follows a table: sub is {type: 'sit'|'watch', seat?, invite?}. The
  // listener gets every `events` and `state` of the table; the Promise
  // settles with the sit/watch reply (the first state) or its error.
  follow(table, sub, listener) {
    let t = this.tables.get(table);
    if (!t) { t = { sub: null, listeners: new Set() }; this.tables.set(table, t); }
    t.listeners.add(listener);
    t.sub = sub;
    return this.subscribe(table, sub);
  }

  // sit and watch are answered by the table's events and state, which
  // carry no ref: the state settles the Promise; an error (with the ref)
  // rejects it.
  subscribe(table, sub) {
    const msg = { type: sub.type, table, ref: ++this.ref };
    if (sub.seat !== undefined) msg.seat = sub.seat;
    if (sub.invite) msg.invite = sub.invite;
    this.subscribing.set(table, msg.ref);
    return new Promise((resolve, reject) => {
      this.pending.set(msg.ref, {
        resolve,
        reject: (e) => { this.subscribing.delete(table); reject(e); },
      });
      this.send(msg);
    });
  }

  unfollow(table, listener) {
    const t = this.tables.get(table);
    if (!t) return;
    t.listeners.delete(listener);
    if (t.listeners.size === 0) {
      this.tables.delete(table);
      if (this.status === 'online') this.request({ type: 'leave', table }).catch(() => {});
    }
  }
}
