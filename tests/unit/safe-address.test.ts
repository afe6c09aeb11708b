import {describe, expect, it} from 'vitest';
import {repairPath} from '../../src/framework/safe-address/repair';

describe('repairing a malformed path', () => {
  it('leaves paths that decode alone', () => {
    for (const path of ['/', '/guides/', '/search/', '/a%20b/', '/%E6%9D%B1%E4%BA%AC/', '/x%25y/']) {
      expect(repairPath(path)).toBe(path);
    }
  });

  it('escapes stray percent signs so the router can decode the path', () => {
    expect(repairPath('/docs/%')).toBe('/docs/%25');
    expect(repairPath('/docs/%zz/')).toBe('/docs/%25zz/');
    expect(repairPath('/a%20b/%/')).toBe('/a%20b/%25/');
  });

  it('escapes every percent sign when escapes spell invalid UTF-8', () => {
    expect(repairPath('/guides/%E0%A4%A/')).toBe('/guides/%25E0%25A4%25A/');
    expect(repairPath('/%ff/')).toBe('/%25ff/');
  });

  it('always returns a path that decodes', () => {
    for (const path of ['/%', '/%%', '/%E0%A4%A', '/%c0%af/', '/%ZZ%00%/']) {
      expect(() => decodeURI(repairPath(path))).not.toThrow();
    }
  });
});
