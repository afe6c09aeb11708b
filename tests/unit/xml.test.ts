import {describe, expect, it} from 'vitest';
import {childText, childrenNamed, parseXml} from '../support/xml';

describe('parseXml', () => {
  it('builds the element tree with attributes, text and CDATA', () => {
    const root = parseXml('<?xml version="1.0"?><a x="1"><b>one</b><b><![CDATA[<two>]]></b></a>');
    expect(root.attributes).toEqual({x: '1'});
    expect(childrenNamed(root, 'b').map((b) => b.text)).toEqual(['one', '<two>']);
    expect(childText(root, 'b')).toBe('one');
  });

  it('rejects documents that are not well-formed', () => {
    expect(() => parseXml('<a><b></a>')).toThrow();
    expect(() => parseXml('<a>fish & chips</a>')).toThrow();
    expect(() => parseXml('<a/><b/>')).toThrow();
  });

  it('names the missing child', () => {
    expect(() => childText(parseXml('<a/>'), 'b')).toThrow('<a> has no <b>');
  });
});
