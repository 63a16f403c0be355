import { describe, expect, it } from 'vitest';
import { safeColor, textToneOn } from '~/dashboard/colors';

describe('safeColor', () => {
  it('accepts hex and rgb() colours, normalised to #rrggbb', () => {
    expect(safeColor('#0B3D91')).toBe('#0b3d91');
    expect(safeColor(' #abc ')).toBe('#aabbcc');
    expect(safeColor('rgb(11, 61, 145)')).toBe('#0b3d91');
    expect(safeColor('rgba(255,255,255,1)')).toBe('#ffffff');
  });

  it('refuses anything else', () => {
    for (const value of [
      'red',
      '#12345',
      '#0b3d91; background:url(x)',
      'rgb(300, 0, 0)',
      'rgba(0,0,0,0.5)',
      'url(javascript:alert(1))',
      'expression(alert(1))',
      '<script>alert(1)</script>',
      '',
      null,
      42,
    ]) {
      expect(safeColor(value), String(value)).toBeNull();
    }
  });
});

describe('textToneOn', () => {
  it('puts light text on dark colours and dark text on light ones', () => {
    expect(textToneOn('#0b3d91')).toBe('light');
    expect(textToneOn('#b5451b')).toBe('light');
    expect(textToneOn('#e8f0fb')).toBe('dark');
    expect(textToneOn('#ffff00')).toBe('dark');
  });
});
