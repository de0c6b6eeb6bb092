// lobby.js: a placeholder lobby: says hello to the server (keeping this
// browser's player token) and lists the tables, live. An invite link,
// /?table=N&invite=CODE, takes the table's first open seat.
const status = document.getElementById('status');
const body = document.querySelector('#tables tbody');
const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/';
const ws = new WebSocket(url, 'rink.v1');

ws.onopen = () => {
  const token = localStorage.getItem('rink.token');
  ws.send(JSON.stringify(token ? { type: 'hello', token } : { type: 'hello' }));
};
ws.onmessage = (ev) => {
  const msg = JSON.parse(ev.data);
  if (msg.type === 'welcome') {
    if (msg.token) localStorage.setItem('rink.token', msg.token);
    status.textContent = `Connected as ${msg.name}.`;
    const q = new URLSearchParams(location.search);
    if (q.get('table')) {
      ws.send(JSON.stringify({ type: 'sit', table: Number(q.get('table')), invite: q.get('invite') || undefined }));
    }
    ws.send(JSON.stringify({ type: 'list' }));
    setInterval(() => ws.send(JSON.stringify({ type: 'list' })), 5000);
  } else if (msg.type === 'tables') {
    body.replaceChildren(...msg.tables.map((t) => {
      const tr = document.createElement('tr');
      for (const v of [t.name + ' #' + t.table, t.game, t.seats, t.seq, t.over ? 'over' : 'in play']) {
        const td = document.createElement('td');
        td.textContent = v;
        tr.append(td);
      }
      return tr;
    }));
  } else if (msg.type === 'state' && msg.you !== null) {
    status.textContent = `You sit at table ${msg.table} (${msg.game}), seat ${msg.you + 1}: the browser client will show it here.`;
  } else if (msg.type === 'error' && msg.code === 'bad_token') {
    localStorage.removeItem('rink.token');
    ws.send(JSON.stringify({ type: 'hello' }));
  }
};
ws.onclose = () => { status.textContent = 'Disconnected: reload the page to try again.'; };
