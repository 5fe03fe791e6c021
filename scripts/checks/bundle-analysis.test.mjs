import assert from 'node:assert/strict';
import { test } from 'node:test';
import { largestModules, moduleGroup } from '../bundle-analysis.mjs';

test('a module is grouped by its package, own code by its folder', () => {
  assert.equal(
    moduleGroup(
      '../../node_modules/.pnpm/antd@6.6.8_react@19/node_modules/antd/es/button/index.js',
    ),
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
    { url: 'http://localhost:3000/main.1.js' },
    // Another app's file of the same name is not the shell's.
    { url: 'http://localhost:3002/9.2.js' },
  ];
  const groups = largestModules(chunks, loaded);
  assert.deepEqual(
    groups.map((group) => [group.name, group.size, [...group.files]]),
    [
      ['react-dom', 300, ['main.1.js']],
      ['shared/ui', 50, ['main.1.js']],
    ],
  );
});
