// plays.js: the latest plays in words, from the events' named fields
// (docs/protocol/actiondeck.md), each with the game's own text as a
// fallback; goals and penalties stand out.
import { h } from '../js/ui.js';
import { periodName, periodShort, mmss, when, zoneWords, entryWords, strengthWords, DECISIONS } from './fmt.js';

const SHOWN = 14;

// One event in words: [className, text]
export function playWords(e) {
  switch (e.type) {
    case 'period':
      if (e.period === 5) return ['ad-p-period', 'The shoot-out: three shooters a side'];
      return ['ad-p-period', 'Start of the ' + (e.period === 4 ? 'overtime' : periodName(e.period)) + (e.cards ? ' (' + e.cards + ' cards)' : '')];
    case 'period_end':
      return ['ad-p-period', 'End of the ' + (e.period === 4 ? 'overtime' : periodName(e.period)) + (e.score ? ': ' + e.score[0] + '–' + e.score[1] : '')];
    case 'faceoff':
      return ['', 'Face-off: ' + e.winner + ' wins it in its ' + zoneWords(e.zone) + ' zone (cards ' + e.cards[0] + ' and ' + e.cards[1] + ')'];
    case 'entry':
      return ['ad-p-entry', 'Card ' + e.card + ': ' + e.team + ' in its ' + e.zone + ' zone reads ' + e.entry + ', ' + entryWords(e.entry)];
    case 'control': {
      const r = { won: 'keeps it', equal: 'keeps it (a tie)', lost: 'loses it' }[e.result] || e.result;
      return ['', 'Control draw ' + e.totals[0] + ' against ' + e.totals[1] + ': ' + e.team + ' ' + r];
    }
    case 'pencheck':
      return ['', 'Penalty check ' + e.card + ': ' + (e.outcome === 'penalty' ? 'a penalty on ' + e.penalized : e.outcome === 'shot' ? 'no penalty, a shot follows' : 'no penalty, ' + e.team + ' moves on')];
    case 'penalty':
      if (e.kind === 'penalty_shot') return ['ad-p-pen', 'Penalty shot awarded to ' + e.awarded_to];
      return ['ad-p-pen', when(e.period, e.clock) + ' PENALTY ' + e.team + ' ' + (e.player || 'bench') + ': ' + e.kind + (e.minutes ? ' (' + e.minutes + ' min)' : '')];
    case 'penalty_end':
      return ['', e.team + ' ' + (e.player || 'bench') + ' back from the box' + (e.why === 'goal' ? ' (power-play goal)' : '')];
    case 'shot':
      return ['ad-p-shot', e.team + ' shot by ' + e.shooter + (e.empty_net ? ' at the empty net' : ' on ' + e.goalie) + ': ' + (e.goal ? 'it goes in' : 'no goal')
        + ' (card ' + e.result_card + (e.settled_by === 'goalie' ? ' against his save ' : ' against ') + e.percentage + '%)'];
    case 'save': {
      const r = { cover: 'the goalie covers: face-off', rebound: 'a rebound: another shot', clear: 'cleared', keep: 'the attack keeps it' }[e.result] || e.result;
      return ['', 'Save by ' + e.goalie + ': ' + r];
    }
    case 'goal':
      return ['ad-p-goal', when(e.period, e.clock) + ' GOAL ' + e.team + ': ' + e.scorer + (e.assists && e.assists.length ? ' (' + e.assists.join(', ') + ')' : '')
        + (e.strength && e.strength !== 'even' ? ', ' + strengthWords(e.strength) : '') + '. ' + e.score[0] + '–' + e.score[1]];
    case 'injury':
      return e.injured ? ['ad-p-pen', 'INJURY ' + e.team + ' ' + e.player + ': out for the ' + e.out] : ['', 'Injury check ' + e.card + ': nobody hurt'];
    case 'pull':
      return ['ad-p-pull', e.pulled ? e.team + ' pulls the goalie for an extra attacker' : e.team + '\'s goalie is back in net'];
    case 'so_shot':
      return [e.goal ? 'ad-p-goal' : 'ad-p-shot', 'Shoot-out: ' + e.team + ' ' + e.shooter + ', card ' + e.card + ' (within ' + e.within + '): ' + (e.goal ? 'GOAL' : e.result)];
    case 'penalty_shot':
      return [e.goal ? 'ad-p-goal' : 'ad-p-shot', 'Penalty shot: ' + e.team + ' ' + e.shooter + ', card ' + e.card + ' (within ' + e.within + '): ' + (e.goal ? 'GOAL' : e.result)];
    case 'so_lot':
      return ['ad-p-goal', 'No shooter left: card ' + e.card + ' (' + e.parity + ') gives it to ' + e.winner];
    case 'over':
      return ['ad-p-period', 'FINAL ' + e.score[0] + '–' + e.score[1] + (e.decision && e.decision !== 'regulation' ? ' (' + DECISIONS[e.decision] + ')' : '')];
    default:
      return ['', e.text || e.type];
  }
}

// The plays of the latest move (fresh: [{seq, event}]), newest last.
export function drawPlays(latest, view) {
  const shown = latest.slice(-SHOWN);
  const more = latest.length - shown.length;
  const important = latest.filter((e) => ['goal', 'penalty', 'injury', 'pull', 'period_end'].includes(e.event.type));
  return h('section', { class: 'ad-plays', 'aria-label': 'The latest plays' },
    h('h3', {}, 'Latest plays', view.period <= 4 ? h('small', { class: 'muted' }, ' · ' + periodShort(view.period) + ' ' + mmss(view.clock)) : null),
    more > 0 && important.some((e) => !shown.includes(e))
      ? h('ul', { class: 'ad-plays-key' }, important.filter((e) => !shown.includes(e)).slice(-6).map((e) => {
        const [cls, text] = playWords(e.event);
        return h('li', { class: cls }, text);
      }))
      : null,
    more > 0 ? h('p', { class: 'muted' }, '… ' + more + ' earlier plays of this move are in the log') : null,
    h('ol', { class: 'ad-plays-list' }, shown.map((e) => {
      const [cls, text] = playWords(e.event);
      return h('li', { class: cls, dataset: { type: e.event.type } }, text);
    })),
    latest.length ? null : h('p', { class: 'muted' }, 'Nothing played yet.'));
}
