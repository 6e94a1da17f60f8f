import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  mantineNamesDefinedIn,
  mantineNamesUsedIn,
  mantineNodeModulesDir,
  missingMantineStyles,
  stylesheetsDefining,
} from './mantine-styles.ts';

const nodeModules = mantineNodeModulesDir();
const coreStylesCss = path.join(nodeModules, '@mantine/core/styles.css');
const appStylesModule = path.resolve(import.meta.dirname, '../src/platform/ui/mantine-styles.ts');

describe('Mantine names in the bundle', () => {
  it('reads the names a component map puts on elements', () => {
    const js = 'var Button_module_default={root:"m_77c9d27d",inner:"m_80f1301b"};const x="m_77c9d27d";';
    expect([...mantineNamesUsedIn(js)].sort()).toEqual(['m_77c9d27d', 'm_80f1301b']);
  });

  it('counts a class selector or a keyframes rule as a definition, not a name used in a value', () => {
    const css =
      '.m_18320242:after{animation:1.5s linear infinite m_299c329c}@keyframes m_5d2b3b9d{to{opacity:0}}';
    expect([...mantineNamesDefinedIn(css)].sort()).toEqual(['m_18320242', 'm_5d2b3b9d']);
  });

  it('reports what the JavaScript uses and no stylesheet defines, once each', () => {
    const js = ['{root:"m_77c9d27d",inner:"m_80f1301b"}', '{root:"m_77c9d27d",a:"m_299c329c"}'];
    const css = ['.m_77c9d27d{color:red}', '@keyframes m_299c329c{}'];
    expect(missingMantineStyles(js, css)).toEqual(['m_80f1301b']);
    expect(missingMantineStyles(js, [...css, '.m_80f1301b{}'])).toEqual([]);
  });

  it("names the stylesheet to import: a core component's own file, another package's styles.css", () => {
    const stepperRoot = readFileSync(
      path.join(nodeModules, '@mantine/core/styles/Stepper.css'),
      'utf8',
    ).match(/\.(m_[0-9a-f]{8})/)![1]!;
    const timeInput = readFileSync(path.join(nodeModules, '@mantine/dates/styles.css'), 'utf8').match(
      /\.(m_[0-9a-f]{8})/,
    )![1]!;
    const found = stylesheetsDefining([stepperRoot, timeInput, 'm_00000000']);
    expect(found.get('@mantine/core/styles/Stepper.css')).toEqual([stepperRoot]);
    expect(found.get('@mantine/dates/styles.css')).toEqual([timeInput]);
    expect(found.get(null)).toEqual(['m_00000000']);
  });
});

describe("the app's Mantine stylesheets (src/platform/ui/mantine-styles.ts)", () => {
  const imports = [
    ...readFileSync(appStylesModule, 'utf8').matchAll(/^import '@mantine\/core\/styles\/([^']+)';$/gm),
  ].map((m) => m[1]!);
  const whole = readFileSync(coreStylesCss, 'utf8');
  /** Where a component's stylesheet sits inside @mantine/core/styles.css (which is all of them, concatenated). */
  const positionOf = (file: string) =>
    whole.indexOf(
      readFileSync(path.join(nodeModules, '@mantine/core/styles', file), 'utf8')
        .trim()
        .slice(0, 200),
    );

  it('starts with the global styles every component needs', () => {
    expect(imports.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
  });

  it('imports each file once, in the order of @mantine/core/styles.css, so later rules win as they do there', () => {
    const positions = imports.map(positionOf);
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(new Set(imports).size).toBe(imports.length);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
