import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Mantine names its classes and animations `m_` and eight hex digits (`m_77c9d27d`), the same in a component's
 * JavaScript (its CSS-module map) and in its stylesheet. Casework imports Mantine's styles component by component
 * (src/platform/ui/mantine-styles.ts), so a screen that starts using another component needs that component's
 * stylesheet too; these functions let the build check it.
 */
const MANTINE_NAME = /\bm_[0-9a-f]{8}\b/g;
const DEFINED_CLASS = /\.(m_[0-9a-f]{8})\b/g;
const DEFINED_KEYFRAMES = /@keyframes\s+(m_[0-9a-f]{8})\b/g;

/** The Mantine class and animation names a piece of bundled JavaScript can use. */
export function mantineNamesUsedIn(js: string): Set<string> {
  return new Set(js.match(MANTINE_NAME) ?? []);
}

/** The Mantine names a stylesheet defines: class selectors and keyframes. */
export function mantineNamesDefinedIn(css: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of [DEFINED_CLASS, DEFINED_KEYFRAMES])
    for (const match of css.matchAll(pattern)) names.add(match[1]!);
  return names;
}

/** Names the JavaScript uses that none of the stylesheets defines, sorted. */
export function missingMantineStyles(jsSources: Iterable<string>, cssSources: Iterable<string>): string[] {
  const defined = new Set<string>();
  for (const css of cssSources) for (const name of mantineNamesDefinedIn(css)) defined.add(name);
  const missing = new Set<string>();
  for (const js of jsSources)
    for (const name of mantineNamesUsedIn(js)) if (!defined.has(name)) missing.add(name);
  return [...missing].sort();
}

/** The node_modules folder the web app's Mantine packages are installed in. */
export function mantineNodeModulesDir(): string {
  const coreStylesheet = createRequire(path.join(import.meta.dirname, 'package.json')).resolve(
    '@mantine/core/styles.css',
  );
  return path.dirname(path.dirname(path.dirname(coreStylesheet)));
}

/**
 * For each missing name, the stylesheet of @mantine/core (styles/X.css) or of another Mantine package (styles.css)
 * that defines it, so the build's message says what to import; names no Mantine stylesheet defines are listed
 * under `null`.
 */
export function stylesheetsDefining(
  names: readonly string[],
  nodeModulesDir = mantineNodeModulesDir(),
): Map<string | null, string[]> {
  const mantineDir = path.join(nodeModulesDir, '@mantine');
  const candidates: string[] = [];
  const coreStyles = path.join(mantineDir, 'core', 'styles');
  for (const file of readdirSync(coreStyles))
    if (file.endsWith('.css') && !file.endsWith('.layer.css'))
      candidates.push(`@mantine/core/styles/${file}`);
  for (const pkg of readdirSync(mantineDir))
    if (pkg !== 'core' && existsSync(path.join(mantineDir, pkg, 'styles.css')))
      candidates.push(`@mantine/${pkg}/styles.css`);
  const byFile = new Map<string | null, string[]>();
  const remaining = new Set(names);
  for (const specifier of candidates) {
    const defined = mantineNamesDefinedIn(readFileSync(path.join(nodeModulesDir, specifier), 'utf8'));
    for (const name of [...remaining])
      if (defined.has(name)) {
        byFile.set(specifier, [...(byFile.get(specifier) ?? []), name]);
        remaining.delete(name);
      }
  }
  if (remaining.size > 0) byFile.set(null, [...remaining]);
  return byFile;
}
