// actiondeck.js: Action Deck, the solitaire stat replay, in the browser
// (docs/WEB.md, docs/protocol/actiondeck.md). You coach one team against a
// bot or a person (or watch): the scoreboard, the coach's bench (play on,
// to the end of the period or game, pull the goalie, shoot-out shooters),
// the action card on the table and the cards read, the rink with the puck,
// strength and penalties, the latest plays and the box score.
import { h, announce } from '../js/ui.js';
import { TEAMS, LEAGUE, teamCode } from './teams.js';
import { drawScoreboard, drawSituation, drawShootout } from './scoreboard.js';
import { drawCard, drawPile, drawRink, puckLine } from './board.js';
import { drawBox } from './box.js';
import { drawPlays, playWords } from './plays.js';
import { createCoach } from './coach.js';

const chart = (code) => LEAGUE + code + '.csv';
const teamChoices = TEAMS.map(([code, name]) => [chart(code), code + ' · ' + name]);

// the teams of a table's (or the create form's) parameters
function teamsOf(p) {
  return [teamCode(p && p.home) || 'BOS', teamCode(p && p.away) || 'TOR'];
}

// Entry events since the current period began (the cards read this period).
function periodEntries(events) {
  const out = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i].event;
    if (e.type === 'period') break;
    if (e.type === 'entry') out.push(e);
  }
  return out.reverse();
}

function lastEntry(events) {
  for (let i = events.length - 1; i >= 0; i--) if (events[i].event.type === 'entry') return events[i].event;
  return null;
}

function mount(root, first) {
  const coach = createCoach();
  const top = h('div', { class: 'ad-top' });
  const table = h('div', { class: 'ad-tablecol' });
  const ice = h('div', { class: 'ad-icecol' });
  const extra = h('div', { class: 'ad-extra' });
  const below = h('div', { class: 'ad-below' });
  const play = h('div', { class: 'ad-play' }, table, ice);
  root.append(h('div', { class: 'ad', id: 'actiondeck' }, top, coach.el, play, extra, below));
  let latest = [];
  let linesOpen = false;
  const seenGoals = new Set();

  function update(ctx) {
    const v = ctx.view;
    if (!v || v.game !== 'actiondeck') return;
    const events = ctx.events || [];
    if (ctx.fresh && ctx.fresh.length) latest = ctx.fresh;
    else if (!latest.length && events.length) {
      const seq = events[events.length - 1].seq;
      latest = events.filter((e) => e.seq === seq);
    }
    // say goals and the final whistle to screen readers
    for (const e of ctx.fresh || []) {
      if ((e.event.type === 'goal' || e.event.type === 'over') && !seenGoals.has(e)) {
        seenGoals.add(e);
        announce(playWords(e.event)[1]);
      }
    }
    top.replaceChildren(drawScoreboard(v));
    coach.update(ctx);
    // the card and the rink while the puck is in play; the shoot-out and
    // the final box score need neither
    play.hidden = v.period >= 5 || v.phase === 'over';
    const entries = periodEntries(events);
    table.replaceChildren(drawCard(v.card, lastEntry(events)), drawPile(entries));
    ice.replaceChildren(drawRink(v), puckLine(v) || '', drawSituation(v) || '');
    extra.replaceChildren(drawShootout(v, events, ctx.you) || '');
    const box = drawBox(v, linesOpen);
    const det = box && box.querySelector('details');
    if (det) det.addEventListener('toggle', () => { linesOpen = det.open; });
    below.replaceChildren(drawPlays(latest, v), box || '');
    root.dataset.phase = v.phase;
  }

  update(first);
  return { update, destroy() { coach.destroy(); } };
}

export default {
  name: 'actiondeck',
  title: 'Action Deck',
  blurb: 'Coach a real team through a stat replay: the action deck plays the game, you pull the goalie and pick shoot-out shooters.',
  css: 'actiondeck/actiondeck.css',
  params: [
    { key: 'home', label: 'Home team', type: 'select', choices: teamChoices, value: chart('BOS') },
    { key: 'away', label: 'Visiting team', type: 'select', choices: teamChoices, value: chart('TOR') },
    { key: 'stop', label: 'Pace', type: 'select', value: 'sequence',
      choices: [['sequence', 'Play along, sequence by sequence'], ['decision', 'Quick: stop for decisions only']] },
    { key: 'tournament', label: 'Tournament game: a tie after overtime goes to a shoot-out', type: 'check', value: false },
    { key: 'overtime_cards', label: 'Overtime', type: 'select', value: '25',
      choices: [['25', '25 cards, 5 min (rulebook)'], ['10', '10 cards, 2 min'], ['0', 'none']] },
    { key: 'pull_cards', label: 'Pull the goalie', type: 'select', value: '10',
      choices: [['10', 'last 10 cards (2 min)'], ['25', 'last 25 cards (5 min)'], ['50', 'last 50 cards (10 min)'], ['100', 'all the 3rd period']] },
    { key: 'pull_deficit', label: 'when trailing by', type: 'select', value: '1',
      choices: [['1', '1 goal'], ['2', '1 or 2 goals']] },
  ],
  seatCount() { return 2; },
  seatLabel(seat, p) {
    const t = teamsOf(p);
    return seat === 0 ? 'Home: ' + t[0] + ' coach' : 'Away: ' + t[1] + ' coach';
  },
  mount,
};
