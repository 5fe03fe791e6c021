import { BR_CODE_MESSAGES, crc16, generateBrCode, parseBrCode } from '../br-code';

/** The static example of Banco Central's BR Code manual (key, no amount, CRC 1D3D). */
const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** Replaces the CRC so that only the field under test is wrong. */
const withCrc = (payloadWith6304: string) => payloadWith6304 + crc16(payloadWith6304);

describe('CRC16 CCITT-FALSE', () => {
  it('gives the standard check value and the manual example', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(MANUAL_STATIC.slice(0, -4))).toBe('1D3D');
  });
});

describe('parseBrCode', () => {
  it("reads the manual's static example", () => {
    expect(parseBrCode(MANUAL_STATIC)).toEqual({
      ok: true,
      value: {
        kind: 'static',
        key: '123e4567-e12b-12d1-a456-426655440000',
        url: null,
        description: null,
        amountCents: null,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        postalCode: null,
        txid: null,
        merchantCategoryCode: '0000',
      },
    });
  });

  it('accepts the GUI in any case, surrounding spaces and a lower-case CRC', () => {
    const upper = withCrc(MANUAL_STATIC.slice(0, -4).replace('br.gov.bcb.pix', 'BR.GOV.BCB.PIX'));
    expect(parseBrCode(`  ${upper.slice(0, -4)}${upper.slice(-4).toLowerCase()}\n`).ok).toBe(true);
  });

  it('names what is wrong', () => {
    expect(parseBrCode('   ')).toEqual({ ok: false, error: BR_CODE_MESSAGES.empty });
    expect(parseBrCode('0002012658')).toEqual({ ok: false, error: BR_CODE_MESSAGES.malformed });
    expect(parseBrCode(`${MANUAL_STATIC.slice(0, -4)}0000`)).toEqual({
      ok: false,
      error: BR_CODE_MESSAGES.crcMismatch,
    });
    expect(parseBrCode(MANUAL_STATIC.slice(0, -8))).toEqual({
      ok: false,
      error: BR_CODE_MESSAGES.crcMissing,
    });
    expect(parseBrCode(withCrc(MANUAL_STATIC.slice(0, -4).replace(/^000201/, '000202')))).toEqual({
      ok: false,
      error: BR_CODE_MESSAGES.format,
    });
    expect(
      parseBrCode(withCrc(MANUAL_STATIC.slice(0, -4).replace('br.gov.bcb.pix', 'br.gov.bcb.pax'))),
    ).toEqual({
      ok: false,
      error: BR_CODE_MESSAGES.notPix,
    });
    expect(parseBrCode(withCrc(MANUAL_STATIC.slice(0, -4).replace('5303986', '5303840')))).toEqual({
      ok: false,
      error: BR_CODE_MESSAGES.currency,
    });
    const badAmount = MANUAL_STATIC.slice(0, -4).replace('5802BR', '54041,005802BR');
    expect(parseBrCode(withCrc(badAmount))).toEqual({ ok: false, error: BR_CODE_MESSAGES.amount });
  });
});

describe('generateBrCode', () => {
  it('round-trips a static code with a fixed amount, accents removed from name and city', () => {
    const code = generateBrCode({
      kind: 'static',
      key: '+5511987654321',
      amountCents: 123_456,
      merchantName: 'Arara Demo Comércio Ltda',
      merchantCity: 'São Paulo',
      txid: 'PEDIDO-42',
      description: 'Pedido 42',
    });
    expect(code.slice(-8, -4)).toBe('6304');
    expect(parseBrCode(code)).toEqual({
      ok: true,
      value: {
        kind: 'static',
        key: '+5511987654321',
        url: null,
        description: 'Pedido 42',
        amountCents: 123_456,
        merchantName: 'Arara Demo Comercio Ltda',
        merchantCity: 'Sao Paulo',
        postalCode: null,
        txid: 'PEDIDO42',
        merchantCategoryCode: '0000',
      },
    });
  });

  it('round-trips a dynamic code that points to a URL, with an open amount', () => {
    const code = generateBrCode({
      kind: 'dynamic',
      url: 'pix.arara.dev/qr/v2/9d36b84f-c70b-478f-b95c-12729b90ca25',
      merchantName: 'Loja Exemplo',
      merchantCity: 'Rio de Janeiro',
    });
    const parsed = parseBrCode(code);
    expect(parsed.ok && parsed.value).toMatchObject({
      kind: 'dynamic',
      key: null,
      url: 'pix.arara.dev/qr/v2/9d36b84f-c70b-478f-b95c-12729b90ca25',
      amountCents: null,
      txid: null,
    });
  });

  it('writes one cent and whole reais exactly', () => {
    const cents = (amountCents: number) => {
      const parsed = parseBrCode(
        generateBrCode({
          kind: 'static',
          key: 'a@b.co',
          amountCents,
          merchantName: 'A',
          merchantCity: 'B',
        }),
      );
      return parsed.ok ? parsed.value.amountCents : null;
    };
    expect(cents(1)).toBe(1);
    expect(cents(100)).toBe(100);
    expect(cents(999_999_99)).toBe(999_999_99);
  });
});
