import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { crc32 } from 'node:zlib';
import {
  endpointPath,
  FILE_MESSAGES,
  fileEndpoints,
  UPLOAD_MAX_BYTES,
  ZStoredFile,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../src/db/schema-compliance';
import { useTestApp } from './helper';
import { useSignedInTeam } from './member-fixtures';

// Files as other programs write them: the type must come from these bytes, never the name.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
/** A Windows executable: what a ".pdf" from an attacker may really be. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(200),
]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** An OLE compound file naming the WordDocument stream (a Word 97–2003 file). */
const DOC = Buffer.concat([
  CFB_MAGIC,
  Buffer.alloc(1016),
  Buffer.from('WordDocument', 'utf16le'),
  Buffer.alloc(512),
]);
/** The same container without it (an .msi installer is one). */
const MSI = Buffer.concat([CFB_MAGIC, Buffer.alloc(2048)]);

/** A ZIP of stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
});
const PLAIN_ZIP = zip({ 'notes.txt': 'hello' });

const BOUNDARY = '----arara-test-boundary';

function multipart(filename: string, content: Buffer, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('files: upload by content, download as an attachment, each merchant its own', () => {
  const t = useTestApp();
  const team = useSignedInTeam(t);

  const uploadPath = (merchantId: string) =>
    `${endpointPath(fileEndpoints.upload, { merchantId })}?purpose=onboarding_document`;

  const upload = (
    filename: string,
    content: Buffer,
    token = team.tokens.owner,
    merchantId = team.merchantA,
  ) =>
    t.app.inject({
      method: 'POST',
      url: uploadPath(merchantId),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart(filename, content),
    });

  const download = (fileId: string, token = team.tokens.owner, merchantId = team.merchantA) =>
    t.app.inject({
      method: 'GET',
      url: endpointPath(fileEndpoints.download, { merchantId, fileId }),
      headers: { authorization: `Bearer ${token}` },
    });

  const storedCount = async () => (await t.db.select().from(storedFiles)).length;

  test('PDF, JPG, PNG, DOC and DOCX are stored with the type found in them', async () => {
    const cases = [
      ['contract.pdf', PDF, 'pdf', 'application/pdf'],
      ['photo.jpeg', JPG, 'jpg', 'image/jpeg'],
      ['id.png', PNG, 'png', 'image/png'],
      ['statute.doc', DOC, 'doc', 'application/msword'],
      [
        'statute.docx',
        DOCX,
        'docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      // The name says nothing: a PNG called .pdf is a PNG.
      ['scan.pdf', PNG, 'png', 'image/png'],
    ] as const;
    for (const [name, content, type, contentType] of cases) {
      const res = await upload(name, content);
      assert.equal(res.statusCode, 201, `${name}: ${res.body}`);
      const file = ZStoredFile.parse(res.json());
      assert.deepEqual(
        {
          type: file.type,
          contentType: file.contentType,
          size: file.size,
          filename: file.filename,
        },
        { type, contentType, size: content.length, filename: name },
      );
      const back = await download(file.id);
      assert.equal(back.statusCode, 200);
      assert.equal(back.headers['content-type'], contentType);
      assert.ok(back.rawPayload.equals(content), `${name}: the same bytes come back`);
    }
  });

  test('anything else is refused by its content (415), whatever its name, and nothing is kept', async () => {
    const before = await storedCount();
    for (const [name, content] of [
      ['invoice.pdf', EXE],
      ['installer.doc', MSI],
      ['archive.docx', PLAIN_ZIP],
      ['page.pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
      [
        'logo.png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
    ] as const) {
      const res = await upload(name, content);
      assert.equal(res.statusCode, 415, name);
      assert.equal(res.json().error.code, 'UNSUPPORTED_FILE_TYPE');
      assert.equal(res.json().error.fields.file, FILE_MESSAGES.invalidType);
    }
    assert.equal(await storedCount(), before);
  });

  test('10 MB is accepted; 10 MB + 1 byte is refused (413) and nothing is kept', async () => {
    const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
    const ok = await upload('big.pdf', pdfOf(UPLOAD_MAX_BYTES));
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ZStoredFile.parse(ok.json()).size, UPLOAD_MAX_BYTES);

    const before = await storedCount();
    const filesBefore = await readdir(filesDirOf(t), { recursive: true });
    const res = await upload('too-big.pdf', pdfOf(UPLOAD_MAX_BYTES + 1));
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().error.code, 'FILE_TOO_LARGE');
    assert.equal(res.json().error.fields.file, FILE_MESSAGES.tooLarge);
    assert.equal(await storedCount(), before);
    assert.deepEqual(await readdir(filesDirOf(t), { recursive: true }), filesBefore);
  });

  test('an over-long body is refused before it is read: by its length, or as it streams', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const total = 60 * 1024 * 1024;
    const attempt = (headers: Record<string, string>) =>
      new Promise<{ status: number; written: number }>((resolve, reject) => {
        let written = 0;
        let answered = false;
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: Number(port),
            method: 'POST',
            path: uploadPath(team.merchantA),
            headers: {
              authorization: `Bearer ${team.tokens.owner}`,
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
              ...headers,
            },
          },
          (res) => {
            answered = true;
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, written }));
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) => {
          // The server closed the connection after answering: expected.
          if (!answered && error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
        });
        const head = multipart('huge.pdf', Buffer.alloc(0)).subarray(
          0,
          -`\r\n--${BOUNDARY}--\r\n`.length,
        );
        req.write(Buffer.concat([head, PDF]));
        const chunk = Buffer.alloc(256 * 1024, 0x20);
        const pump = () => {
          while (!answered && written < total) {
            written += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered) req.end();
        };
        pump();
      });
    try {
      const declared = await attempt({ 'content-length': String(total + 1000) });
      assert.equal(declared.status, 413);
      assert.ok(declared.written < 16 * 1024 * 1024, `read ${declared.written} bytes of ${total}`);
      console.log('DECLARED-OK');
      const streamed = await attempt({ 'transfer-encoding': 'chunked' });
      assert.equal(streamed.status, 413);
      assert.ok(streamed.written < 30 * 1024 * 1024, `read ${streamed.written} bytes of ${total}`);
    } finally {
      await t.app.server.close();
    }
  });

  test('another merchant’s file is 404, to its members and to everyone else', async () => {
    const res = await upload('mine.pdf', PDF);
    const file = ZStoredFile.parse(res.json());
    // A member of another merchant, through their own merchant's path.
    const throughOther = await download(file.id, team.other, team.otherMerchantId);
    assert.equal(throughOther.statusCode, 404);
    // Through the owner's merchant path without a membership.
    const direct = await download(file.id, team.other, team.merchantA);
    assert.equal(direct.statusCode, 404);
    // The owner of merchant A under merchant B (where A's file does not live).
    const wrongMerchant = await download(file.id, team.tokens.owner, team.merchantB);
    assert.equal(wrongMerchant.statusCode, 404);
  });

  test('downloads are attachments that cannot run in the origin; names are cleaned', async () => {
    const res = await upload('..\\..//etc/relatório\u0007 final.pdf', PDF);
    const file = ZStoredFile.parse(res.json());
    assert.equal(file.filename, 'relatório final.pdf');
    const back = await download(file.id);
    assert.equal(
      back.headers['content-disposition'],
      `attachment; filename="relat_rio final.pdf"; filename*=UTF-8''relat%C3%B3rio%20final.pdf`,
    );
    assert.equal(back.headers['x-content-type-options'], 'nosniff');
    assert.match(String(back.headers['content-security-policy']), /sandbox/);
    assert.equal(back.headers['cache-control'], 'no-store');
  });

  test('a viewer cannot upload (403); a request without a file part is 400', async () => {
    const viewer = await upload('a.pdf', PDF, team.tokens.viewer);
    assert.equal(viewer.statusCode, 403);
    const wrongField = await t.app.inject({
      method: 'POST',
      url: uploadPath(team.merchantA),
      headers: {
        authorization: `Bearer ${team.tokens.owner}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart('a.pdf', PDF, 'document'),
    });
    assert.equal(wrongField.statusCode, 400);
    const json = await t.app.inject({
      method: 'POST',
      url: uploadPath(team.merchantA),
      headers: { authorization: `Bearer ${team.tokens.owner}` },
      payload: { file: 'x' },
    });
    assert.equal(json.statusCode, 400);
    assert.equal(json.json().error.fields.file, FILE_MESSAGES.missing);
    const noPurpose = await t.app.inject({
      method: 'POST',
      url: endpointPath(fileEndpoints.upload, { merchantId: team.merchantA }),
      headers: {
        authorization: `Bearer ${team.tokens.owner}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart('a.pdf', PDF),
    });
    assert.equal(noPurpose.statusCode, 400);
  });

  test('the stored row belongs to the uploading merchant and user', async () => {
    const res = await upload('owner.pdf', PDF);
    const file = ZStoredFile.parse(res.json());
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, file.id));
    assert.equal(row?.merchantId, team.merchantA);
    assert.equal(row?.storageKey, `${team.merchantA}/${file.id}`);
    assert.equal(row?.sha256.length, 64);
  });
});

/** The folder the test app stores files in. */
function filesDirOf(t: { deps: { fileStorage: unknown } }): string {
  const storage = t.deps.fileStorage as { root?: string };
  assert.ok(storage.root, 'disk storage exposes its root');
  return storage.root;
}
