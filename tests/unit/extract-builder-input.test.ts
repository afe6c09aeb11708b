import {describe, expect, it} from 'vitest';
import {
  DEFAULT_INPUT,
  SIDES,
  checkInput,
  editInput,
  inputFromSearch,
  searchFromInput,
  type ExtractInput,
} from '../../src/components/ExtractBuilder/extract';
import {degreesText, parseBoxText, parseDegrees, readAddressBox} from '../../src/components/ExtractBuilder/numbers';

/** Issue 28: decimal commas, boxes pasted whole, and an address that always holds four numbers. */

const input = (changes: Partial<ExtractInput>): ExtractInput => ({...DEFAULT_INPUT, ...changes});

/** The `bbox` of an address's query, or null where it has none. */
const bboxOf = (search: string): string | null => new URLSearchParams(search).get('bbox');
const FOUR_NUMBERS = /^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/;

describe('one side as typed', () => {
  it.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' -0,5 ', -0.5],
    ['+3', 3],
    ['.5', 0.5],
    [',5', 0.5],
    ['55.', 55],
    ['-180', -180],
  ])('%j reads as %d', (text, value) => {
    expect(parseDegrees(text)).toBe(value);
  });

  it.each(['', '-', '1e3', '0x10', '1.2.3', '1,2,3', '55,6,9', '1 2', '- 1', '12°', 'abc'])(
    '%j is not one number of degrees',
    (text) => {
      expect(parseDegrees(text)).toBeNull();
    },
  );

  it('is written back with a point, without trailing zeros or an exponent', () => {
    expect([12.5, -0.5, 55, 1e-7, 12.123456789].map(degreesText)).toEqual([
      '12.5',
      '-0.5',
      '55',
      '0.0000001',
      '12.1234568',
    ]);
  });
});

describe('the box an address holds', () => {
  it('is four values separated by commas, each left for its side to check', () => {
    expect(readAddressBox('12.555,55.67,12.6,55.69')).toEqual(['12.555', '55.67', '12.6', '55.69']);
    expect(readAddressBox('1, 2,x ,4')).toEqual(['1', '2', 'x', '4']);
  });

  it('is read when written by hand as a reader would paste it', () => {
    expect(readAddressBox('13.17 55.69 13.22 55.72')).toEqual(['13.17', '55.69', '13.22', '55.72']);
  });

  it.each(['13.17,55,69,13.22,55.72', '1,2,3', '', '1,2,3,4,'])('%j is not a box', (bbox) => {
    expect(readAddressBox(bbox)).toBeNull();
  });
});

describe('a side typed with a decimal comma', () => {
  it('reads as the number it means, in every side, and gives the box', () => {
    const checked = checkInput(input({west: '13,17', south: '55,69', east: '13,22', north: '55,72'}));
    expect(checked.problems).toEqual({});
    expect(checked.box).toEqual({west: 13.17, south: 55.69, east: 13.22, north: 55.72});
    expect(checkInput(input({south: '-0,5', north: ',5'})).box).toMatchObject({south: -0.5, north: 0.5});
  });

  it('is written to the address with a point, so the address holds four numbers', () => {
    const search = searchFromInput(input({west: '13.17', south: '55,69', east: '13.22', north: '55.72'}));
    expect(bboxOf(search)).toBe('13.17,55.69,13.22,55.72');
    expect(inputFromSearch(search)).toMatchObject({west: '13.17', south: '55.69', east: '13.22', north: '55.72'});
  });

  it('is refused, with what to do, where a side holds two numbers', () => {
    expect(checkInput(input({south: '55,6,9'})).problems).toEqual({
      south:
        'South holds more than one number (“55,6,9”): give it one. A whole box, pasted into West as west, south, ' +
        'east, north, fills all four.',
    });
    expect(checkInput(input({west: '13.17, 55.69'})).problems.west).toMatch(/^West holds more than one number/);
    expect(checkInput(input({north: '55 69'})).problems.north).toMatch(/^North holds more than one number/);
  });
});

describe('the address the builder writes', () => {
  const current = '?bbox=12.555,55.67,12.6,55.69&type=building&format=geoparquet';
  const unfinished = ['', '-', 'abc', '55,6,9', '13.17,55.69,13.22,55.72', '1e3'];

  it('holds four numbers whatever a side holds, keeping the last four while one is not a number', () => {
    for (const text of unfinished) {
      for (const side of SIDES) {
        const search = searchFromInput(input({[side]: text, type: 'place'}), current);
        expect(bboxOf(search), `${side}: “${text}”`).toBe('12.555,55.67,12.6,55.69');
        expect(new URLSearchParams(search).get('type')).toBe('place');
      }
    }
  });

  it('holds no box rather than a bad one, when the address before held none that reads', () => {
    expect(bboxOf(searchFromInput(input({south: '-'}), '?bbox=13.17,55,69,13.22,55.72'))).toBeNull();
    expect(bboxOf(searchFromInput(input({south: '-'}), '?type=place'))).toBeNull();
  });

  it('writes numbers with a point and nothing else: signs, bare points and blanks are tidied', () => {
    const search = searchFromInput(input({west: ' +12.5 ', south: '55.', east: '12,60', north: '-0,50'}));
    expect(bboxOf(search)).toBe('12.5,55,12.6,-0.5');
    expect(bboxOf(search)).toMatch(FOUR_NUMBERS);
    expect(bboxOf(searchFromInput(DEFAULT_INPUT))).toMatch(FOUR_NUMBERS);
  });
});

describe('an address whose box is not four values', () => {
  it('fills no side, and says what the address held, at the box', () => {
    const read = inputFromSearch('?bbox=13.17,55,69,13.22,55.72&type=place');
    expect(read).toMatchObject({west: '', south: '', east: '', north: '', type: 'place'});
    const checked = checkInput(read);
    expect(checked.problems).toEqual({
      box:
        'The address gives the box as “13.17,55,69,13.22,55.72”, not four numbers (west, south, east, north), so ' +
        'the fields are left empty: enter the box, paste all four into West, or pick a place.',
    });
    expect(checked.box).toBeNull();
  });

  it('says so for three values and for none as well', () => {
    expect(checkInput(inputFromSearch('?bbox=1,2,3')).problems.box).toMatch(/^The address gives the box as “1,2,3”/);
    expect(checkInput(inputFromSearch('?bbox=')).problems.box).toMatch(/^The address’s box is empty, not four/);
  });

  it('reads a box written with blanks, as a reader would paste it', () => {
    expect(inputFromSearch('?bbox=13.17+55.69+13.22+55.72')).toMatchObject({
      west: '13.17',
      south: '55.69',
      east: '13.22',
      north: '55.72',
    });
  });

  it('keeps its message while the type changes, and drops it once a side is typed or a place picked', () => {
    const read = inputFromSearch('?bbox=1,2,3');
    expect(editInput(read, {type: 'place'}).unreadBox).toBe('1,2,3');
    expect(editInput(read, {west: '12'}).unreadBox).toBeUndefined();
    expect(checkInput(editInput(read, {west: '12'})).problems).toMatchObject({
      south: 'South is empty: enter a number of degrees.',
    });
  });
});

describe('a whole box pasted into one side', () => {
  const box = ['13.17', '55.69', '13.22', '55.72'];

  it.each([
    '13.17,55.69,13.22,55.72',
    '13.17 55.69 13.22 55.72',
    '13.17, 55.69, 13.22, 55.72',
    '  13.17,\t55.69,\n13.22,55.72\n',
    '[13.17, 55.69, 13.22, 55.72]',
    '(13.17 55.69 13.22 55.72)',
    '13.17; 55.69; 13.22; 55.72',
  ])('%j gives the four sides', (text) => {
    expect(parseBoxText(text)).toEqual(box);
  });

  it('takes commas as decimal separators where blanks or semicolons separate the four', () => {
    expect(parseBoxText('13,17 55,69 13,22 55,72')).toEqual(['13,17', '55,69', '13,22', '55,72']);
    expect(parseBoxText('-74,0; 40,7; -73,9; 40,8')).toEqual(['-74,0', '40,7', '-73,9', '40,8']);
  });

  it.each(['13.17', '13,17', '13.17,55.69', '1,2,3,4,5', 'a,b,c,d', '13.17,55.69,13.22,', ''])(
    '%j is not a box: the field takes it as typed',
    (text) => {
      expect(parseBoxText(text)).toBeNull();
    },
  );
});
