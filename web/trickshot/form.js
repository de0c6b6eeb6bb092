// form.js: Trick Shot's create form (the lobby builds it from `params`,
// docs/WEB.md) and its seat labels. The parameters are the engine's
// (docs/rules/trickshot.md, "Parameters"); `data` is left at its default.

// The 32 Arena cards of data/trickshot/arenas.txt: [city, rule].
export const ARENAS = [
  ['Oakridge', 'none'], ['Port Aster', 'slow ice'], ['Kingsbay', 'fast ice'], ['Halden', 'tight refs'],
  ['Riverton', 'loose refs'], ['Stonecliff', 'lively boards'], ['Marlow', 'loud crowd'], ['Eastbrook', 'long change'],
  ['Northgate', 'none'], ['Silverlake', 'slow ice'], ['Dunmore', 'fast ice'], ['Westhaven', 'tight refs'],
  ['Glenfield', 'loose refs'], ['Ironbridge', 'lively boards'], ['Lakeshore', 'loud crowd'], ['Brightwater', 'long change'],
  ['Foxhollow', 'none'], ['Granite Falls', 'slow ice'], ['Harbor City', 'fast ice'], ['Maple Grove', 'tight refs'],
  ['Pinecrest', 'loose refs'], ['Redwater', 'lively boards'], ['Summit', 'loud crowd'], ['Thornbury', 'long change'],
  ['Valemont', 'none'], ['Winterfell Park', 'slow ice'], ['Ashford', 'fast ice'], ['Blackpool Bay', 'tight refs'],
  ['Cedar Point', 'loose refs'], ['Frostvale', 'lively boards'], ['Highmoor', 'loud crowd'], ['Southport', 'long change'],
];

const arenaChoices = ARENAS.map(([city, rule], i) => [String(i + 1), (i + 1) + ': ' + city + (rule === 'none' ? '' : ' (' + rule + ')')]);
const withLines = (p) => p.advanced === '1' && p.lines === '1';

export const params = [
  { key: 'players', label: 'Players', type: 'select', value: '2',
    choices: [['2', '2: Red against Blue'], ['3', '3: two Red against one Blue'], ['4', '4: two against two']],
    help: 'Always two teams; teammates alternate activations and share the dice pool and stamina.' },
  { key: 'friendly', label: 'Friendly match', type: 'check', value: true,
    help: 'One period of 10 turns; a full game is three periods, then a sudden-death overtime.' },
  { key: 'advanced', label: 'Advanced rules', type: 'check', value: false,
    help: 'Hits, fights, slapshots, passes to an empty square, pulling the goalie.' },
  { key: 'lines', label: 'Line and Arena cards', type: 'check', value: false, show: (p) => p.advanced === '1',
    help: 'Each team plays a Line card at each period start and at each line change.' },
  { key: 'arena_red', label: 'Red\'s Arena card', type: 'select', value: '1', choices: arenaChoices, show: withLines },
  { key: 'arena_blue', label: 'Blue\'s Arena card', type: 'select', value: '2', choices: arenaChoices, show: withLines,
    help: 'The two teams need two different Arena cards; each brings its four Line cards.' },
  { key: 'home', label: 'Home team (its Arena rule is in force)', type: 'select', value: 'red',
    choices: [['red', 'Red'], ['blue', 'Blue']], show: withLines },
  { key: 'lines_red', label: 'Red\'s own Line cards (A/B/C/D)', type: 'text', value: '', show: withLines,
    help: 'Four card numbers 1-32, like 3/7/12/30; empty: the Arena card\'s team.' },
  { key: 'lines_blue', label: 'Blue\'s own Line cards (A/B/C/D)', type: 'text', value: '', show: withLines },
  { key: 'catch_reset', label: 'A goalie holding the puck resets the board', type: 'select', value: 'any',
    choices: [['any', 'at the end of any turn (the rulebook\'s "catches")'], ['own', 'only at the end of his own team\'s turn']] },
  { key: 'extra_dice', label: 'Extra dice (slapshots, long passes)', type: 'select', value: 'stay',
    choices: [['stay', 'stay in the pool for the turn'], ['once', 'count for one roll only']] },
];

// Seats: 2 players one each; 3: seats 1-2 Red, 3 Blue; 4: 1-2 Red, 3-4 Blue.
export function seatCount(p) {
  const n = Number(p && p.players);
  return n >= 2 && n <= 4 ? n : 2;
}

export function seatTeam(seat, players) {
  if (players === 2) return seat === 0 ? 'red' : 'blue';
  return seat < 2 ? 'red' : 'blue';
}

export function seatLabel(seat, p) {
  const n = seatCount(p);
  const team = seatTeam(seat, n) === 'red' ? 'Red' : 'Blue';
  if (n === 2) return team;
  if (n === 3) return seat < 2 ? 'Red ' + (seat + 1) : 'Blue';
  return team + ' ' + (seat % 2 + 1);
}
