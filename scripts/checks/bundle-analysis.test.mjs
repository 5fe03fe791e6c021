import assert from 'node:assert/strict';
import { test } from 'node:test';
import { largestModules, moduleGroup } from '../bundle-analysis.mjs';

test('a module is grouped by its package (antd by component), own code by its folder', () => {
  assert.equal(
    moduleGroup(
      '../../node_modules/.pnpm/antd@6.6.8_react@19/node_modules/antd/es/button/index.js',
    ),
    'antd/button',
  );
  assert.equal(
    moduleGroup('../../node_modules/.pnpm/antd@6.6.8_react@19/node_modules/antd/es/index.js'),
    'antd',
  );
  assert.equal(
    moduleGroup(
      '../../node_modules/.pnpm/@ant-design+cssinjs@2/node_modules/@ant-design/cssinjs/es/index.js',
    ),
    '@ant-design/cssinjs',
  );
  assert.equal(moduleGroup('../../shared/federation/src/boot.ts'), 'shared/federation');
});

test("only the chunks of the page's files count, largest group first", () => {
  const chunks = [
    {
      files: ['main.1.js'],
      modules: [
        { name: '../../node_modules/react-dom/client.js', size: 300 },
        { name: '../../shared/ui/src/core.ts', size: 50 },
      ],
    },
    {
      files: ['9.2.js'],
      modules: [{ name: '../../node_modules/antd/es/table/index.js', size: 900 }],
    },
  ];
  const loaded = [
    { url: 'http://localhost:3000/main.1.js', gzip: 70 },
    // Another app's file of the same name is not the shell's.
    { url: 'http://localhost:3002/9.2.js', gzip: 200 },
  ];
  const groups = largestModules(chunks, loaded);
  assert.deepEqual(
    groups.map((group) => [group.name, group.size, group.gzip, [...group.files]]),
    [
      // The file's 70 gzip bytes shared by source size: 300 and 50 of 350.
      ['react-dom', 300, 60, ['main.1.js']],
      ['shared/ui', 50, 10, ['main.1.js']],
    ],
  );
});

test("several apps' files rank together, another app's files named with their origin", () => {
  const shell = [
    { files: ['1.js'], modules: [{ name: '../../node_modules/react-dom/client.js', size: 300 }] },
  ];
  const remote = [
    {
      files: ['9.2.js'],
      modules: [
        { name: '../../node_modules/antd/es/table/index.js', size: 900 },
        { name: '../../node_modules/react-dom/client.js', size: 100 },
      ],
    },
  ];
  const loaded = [
    { url: 'http://localhost:3000/1.js', gzip: 30 },
    { url: 'http://localhost:3002/9.2.js', gzip: 100 },
  ];
  const groups = new Map();
  largestModules(shell, loaded, ':3000/', groups);
  const ranked = largestModules(remote, loaded, ':3002/', groups);
  assert.deepEqual(
    ranked.map((group) => [group.name, group.size, group.gzip, [...group.files]]),
    [
      ['antd/table', 900, 90, [':3002/9.2.js']],
      ['react-dom', 400, 40, ['1.js', ':3002/9.2.js']],
    ],
  );
});
