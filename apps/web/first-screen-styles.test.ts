import { describe, expect, it } from 'vitest';
import { mantineStylesheets } from './first-screen-styles.ts';

const classesOf = (name: string) =>
  `/app/node_modules/@mantine/core/esm/components/${name}/${name}.module.mjs`;
const stylesheet = (name: string) => `/app/node_modules/@mantine/core/styles/${name}.css`;

describe('first-screen styles', () => {
  it("names the stylesheet of each Mantine component a screen's modules use, and nothing for other modules", () => {
    const files = mantineStylesheets(
      [
        classesOf('Input'),
        classesOf('Popover'),
        '/app/src/app/sidebar.tsx',
        '/app/node_modules/react/index.js',
      ],
      [],
    );
    expect(files.sort()).toEqual(['Input.css', 'Popover.css']);
  });

  it('leaves out the stylesheets the entry imports already', () => {
    expect(mantineStylesheets([classesOf('Button'), classesOf('Badge')], [stylesheet('Button')])).toEqual([
      'Badge.css',
    ]);
  });

  it("keeps the order of Mantine's complete stylesheet, whatever order the modules come in", () => {
    // In Mantine's stylesheet the inputs come before the combobox that restyles them.
    expect(mantineStylesheets([classesOf('Combobox'), classesOf('Input')], [])).toEqual([
      'Input.css',
      'Combobox.css',
    ]);
    expect(mantineStylesheets([classesOf('Input'), classesOf('Combobox')], [])).toEqual([
      'Input.css',
      'Combobox.css',
    ]);
  });
});
