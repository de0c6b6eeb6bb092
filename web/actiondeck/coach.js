// coach.js: the coach's bench: play on (the primary button; Enter or Space
// on it), play on to the end of the period or the game, and the decisions
// the rules give a coach (pull the goalie, shoot-out shooters). Every
// button plays one legal move (data-action-id); "to the end" presses play
// on after each sequence until the period or game ends or a decision
// comes, and stops at any of them.
import { h, announce, parseParams } from '../js/ui.js';
import { teamChip, mmss, periodName, sideOf } from './fmt.js';

const AUTO_DELAY_MS = 15;

export function createCoach() {
  const el = h('section', { class: 'ad-coach', 'aria-label': 'Coach' });
  let auto = null;          // {until: 'period'|'game', period, actedSeq}
  let timer = null;
  let ctx = null;
  let lastDecision = '';

  function stopAuto(why) {
    auto = null;
    if (timer) clearTimeout(timer);
    timer = null;
    if (why) announce(why);
  }

  function moveBtn(move, text, { primary = false, key, label } = {}) {
    return h('button', {
      type: 'button', class: 'ad-act' + (primary ? ' primary' : ''),
      dataset: { actionId: move.id, kind: move.kind, focusKey: key || move.kind + ':' + move.id },
      'aria-label': label || null,
      onclick: () => { stopAuto(); ctx.act(move).catch(() => {}); },
    }, text);
  }

  function startAuto(until) {
    if (!ctx) return;
    auto = { until, period: ctx.view.period, actedSeq: -1 };
    render();
    step();
  }

  // plays on when auto is set and the move is ours and only "next"
  function step() {
    if (!auto || !ctx) return;
    const v = ctx.view;
    const next = ctx.legal.find((m) => m.kind === 'next');
    if (v.phase === 'over') { stopAuto('The game is over.'); render(); return; }
    if (auto.until === 'period' && v.period !== auto.period) { stopAuto('End of the period.'); render(); return; }
    if (!next) {
      if (ctx.legal.length) { stopAuto('Your decision.'); render(); }
      return;       // not ours yet: wait for the next state
    }
    if (auto.actedSeq === ctx.state.seq) return;
    auto.actedSeq = ctx.state.seq;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!auto) return;
      ctx.act(next).catch((e) => {
        if (auto && e && e.code === 'stale') auto.actedSeq = -1;    // a newer state comes: go on from it
        else stopAuto();
      });
    }, AUTO_DELAY_MS);
  }

  function pullPanel(v, d) {
    const mine = ctx.legal;
    const team = d.team;
    const side = sideOf(v, team);
    const goalie = v.goalies[side];
    const situation = h('p', { class: 'ad-decision-why' }, teamChip(v, team), ' trails by ', h('strong', {}, String(d.trailing_by)),
      ' (', v.home, ' ', d.score[0], ', ', v.away, ' ', d.score[1], ') with ', h('strong', {}, mmss(d.time_left)), ' left in the ', periodName(d.period),
      ' (', String(d.cards_left), ' cards), ', (d.strength && d.strength.label) || '', '.');
    const buttons = [];
    for (const m of mine) {
      if (m.kind === 'pull') buttons.push(moveBtn(m, 'Pull ' + (m.goalie || goalie) + ' for an extra attacker', { primary: true }));
      else if (m.kind === 'keep') buttons.push(moveBtn(m, m.goalie_pulled ? 'Keep the extra attacker on (net stays empty)' : 'Keep ' + (m.goalie || goalie) + ' in net'));
      else if (m.kind === 'back') buttons.push(moveBtn(m, 'Put ' + (m.goalie || goalie) + ' back in net'));
    }
    return [h('h3', {}, d.goalie_pulled ? 'Your net is empty: keep the extra attacker?' : 'Pull the goalie?'), situation,
      h('div', { class: 'ad-choices' }, buttons)];
  }

  function pickPanel(v, d) {
    const picks = ctx.legal.filter((m) => m.kind === 'pick').slice().sort((a, b) => b.within - a.within || b.pct - a.pct);
    const draw = ctx.legal.find((m) => m.kind === 'draw');
    const side = sideOf(v, d.team);
    const named = (v.shootout && v.shootout.shooters && v.shootout.shooters[side]) || [];
    return [h('h3', {}, 'Shoot-out: name shooter ', String(d.named + 1), ' of ', String(d.named + d.to_name)),
      h('p', { class: 'ad-decision-why' }, 'A shot scores on a card at or under the shooter\'s PCT + 25 (at most 95). The best first.'),
      named.length ? h('p', {}, 'Named: ', named.map((n, i) => (i ? ', ' : '') + (i + 1) + '. ' + n)) : null,
      draw ? h('div', { class: 'ad-choices' }, moveBtn(draw, 'Draw the ' + (draw.shooters || d.to_name) + ' remaining shooters at random')) : null,
      h('ul', { class: 'ad-pick-list', 'aria-label': 'Shooters to name' }, picks.map((m) => h('li', {},
        moveBtn(m, [h('strong', {}, m.player), ' ', h('span', { class: 'muted' }, m.position), ' · PCT ', String(m.pct), ' · scores on ', h('b', {}, String(m.within)), ' or less'],
          { label: 'Name ' + m.player + ', ' + m.position + ', shooting ' + m.pct + ' percent: scores on a card of ' + m.within + ' or less' }))))];
  }

  function nextPanel(v, next) {
    const p = parseParams(ctx.state.params);
    const bySequence = p.stop === 'sequence';
    const start = v.period === 1 && v.clock === 0 && !v.card;
    const label = start ? 'Drop the puck' : bySequence ? 'Next sequence' : 'Play on';
    const out = [h('div', { class: 'ad-choices' },
      moveBtn(next, label, { primary: true, key: 'next', label: label + (bySequence ? ': play one zone entry and what follows' : ': play on to the next decision or the end') }),
      bySequence && !auto ? h('button', { type: 'button', class: 'ad-auto', dataset: { auto: 'period', focusKey: 'auto-period' }, onclick: () => startAuto('period') },
        'To the end of the ' + (v.period === 4 ? 'overtime' : 'period')) : null,
      bySequence && !auto ? h('button', { type: 'button', class: 'ad-auto', dataset: { auto: 'game', focusKey: 'auto-game' }, onclick: () => startAuto('game') }, 'To the end of the game') : null)];
    if (!bySequence) out.push(h('p', { class: 'muted' }, 'The game plays on by itself until a coach must decide.'));
    return out;
  }

  function render() {
    const v = ctx.view;
    const focused = document.activeElement && el.contains(document.activeElement) ? document.activeElement.dataset.focusKey : null;
    const parts = [];
    const d = v.decision;
    const mine = ctx.legal.length > 0 && !ctx.replay;
    if (v.phase === 'over') {
      const r = v.result || {};
      parts.push(h('p', { class: 'ad-final' }, h('strong', {}, 'Final: '), teamChip(v, v.home), ' ', String(v.score[0]), ', ', teamChip(v, v.away), ' ', String(v.score[1]),
        r.decision && r.decision !== 'regulation' ? ' (' + ({ overtime: 'overtime', shootout: 'shoot-out', tie: 'a tie' }[r.decision]) + ')' : '',
        r.winner ? ': ' + r.winner + ' wins.' : '.'));
    } else if (auto) {
      parts.push(h('p', { class: 'ad-auto-status', role: 'status' }, 'Playing on to the end of the ', auto.until === 'game' ? 'game' : (v.period === 4 ? 'overtime' : periodName(auto.period)), '…'),
        h('div', { class: 'ad-choices' }, h('button', { type: 'button', class: 'primary ad-stop', dataset: { focusKey: 'stop' }, onclick: () => { stopAuto('Stopped.'); render(); } }, 'Stop')));
    } else if (mine && d && d.kind === 'pull') {
      parts.push(...pullPanel(v, d));
    } else if (mine && d && d.kind === 'pick') {
      parts.push(...pickPanel(v, d));
    } else if (mine) {
      const next = ctx.legal.find((m) => m.kind === 'next');
      if (next) parts.push(...nextPanel(v, next));
    } else if (ctx.replay) {
      parts.push(h('p', { class: 'muted' }, 'Replay: the position after this move.'));
    } else {
      const who = ctx.state.to_move.map((s) => ctx.seatName(s)).join(', ');
      const what = d ? { next: 'to play on', pull: 'to decide on pulling the goalie', pick: 'to name shoot-out shooters' }[d.kind] || 'to decide' : '';
      parts.push(h('p', { class: 'ad-waiting muted' }, who ? 'Waiting for ' + who + ' ' + what + '.' : (ctx.you === null ? 'You are watching.' : 'Waiting.')));
    }
    el.replaceChildren(...parts);
    el.classList.toggle('ad-yours', mine && !auto);
    if (focused) {
      const again = el.querySelector('[data-focus-key="' + focused + '"]') || el.querySelector('button.primary');
      if (again) again.focus();
    }
    const key = mine && d ? d.kind + ':' + ctx.state.seq : '';
    if (key && d.kind !== 'next' && key !== lastDecision) {
      lastDecision = key;
      announce(d.kind === 'pull' ? 'Your decision: pull the goalie?' : 'Your decision: name a shoot-out shooter.');
    }
  }

  return {
    el,
    update(c) {
      ctx = c;
      render();
      step();
    },
    destroy() { stopAuto(); },
  };
}
