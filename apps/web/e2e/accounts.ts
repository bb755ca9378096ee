import { deflateSync } from 'node:zlib';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { actionPath } from '@atelier/contract/all-routes';
import type { ActionName } from '@atelier/contract/routes';

export interface TestAccount {
  username: string;
  password: string;
  mobile: string;
  token: string;
}

let serial = 0;

/**
 * Digits unique to this run and call. The e2e database is shared by every spec file, so
 * names and numbers come from the clock rather than from a fixed list.
 */
function uniqueDigits(length: number): string {
  serial = (serial + 1) % 100;
  const digits = `${Date.now()}${String(serial).padStart(2, '0')}`;
  return digits.slice(-length);
}

/** A mainland mobile number no one has used in this run. */
export function freshMobile(): string {
  return `19${uniqueDigits(9)}`;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(
  request: APIRequestContext,
  action: ActionName,
  data: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post(actionPath(action), {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${action} refused: ${body.code} ${body.msg}`);
  return body.data;
}

/** The latest code the outbox holds for `mobile` and `event`, waiting for it to arrive. */
export async function readSmsCode(
  request: APIRequestContext,
  mobile: string,
  event: string,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
    if (response.ok()) {
      const body = (await response.json()) as Envelope<{ event: string; code: string } | null>;
      if (body.code === 200 && body.data?.event === event) return body.data.code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${event} code for ${mobile} in the outbox`);
}

/** A new customer, registered through the API with a code read from the outbox. */
export async function registerAccount(request: APIRequestContext): Promise<TestAccount> {
  const mobile = freshMobile();
  const username = `e2e_${uniqueDigits(12)}`;
  const password = 'Paint2026ok';
  await call(request, 'send', { mobile, event: 'register' });
  const captcha = await readSmsCode(request, mobile, 'register');
  const { userinfo } = await call<{ userinfo: { token: string } }>(request, 'register', {
    username,
    password,
    mobile,
    captcha,
  });
  return { username, password, mobile, token: userinfo.token };
}

/**
 * A new session of an existing account, as a second device would get it; with `scope` `admin`,
 * a console session.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  account: string,
  password: string,
  scope: 'user' | 'admin' = 'user',
): Promise<string> {
  const { userinfo } = await call<{ userinfo: { token: string } }>(request, 'login', {
    account,
    password,
    remember: false,
    scope,
  });
  return userinfo.token;
}

/** A console session of a demo staff member (the administrator, an operator). */
export function staffToken(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<string> {
  return signInThroughApi(request, account, password, 'admin');
}

/** Signs a browser context in the way the app keeps a session: the `token` cookie. */
export async function useToken(
  context: BrowserContext,
  token: string,
  baseURL: string,
): Promise<void> {
  await context.addCookies([{ name: 'token', value: token, url: baseURL }]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: `size` square pixels in diagonal bands of two colours. */
export function makePng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const band = Math.floor((x + y) / 8) % 2 === 0;
      row.set(band ? [200, 55, 45] : [246, 245, 242], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Calls an action as the app would, with the method the contract gives it. */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  action: ActionName,
  data: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const url = actionPath(action);
  const response =
    method === 'GET'
      ? await request.get(url, {
          headers,
          params: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
        })
      : await request.post(url, { headers, data });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${action} refused: ${body.code} ${body.msg}`);
  return body.data;
}

/** Gives the account a default address in Hangzhou through the API; answers its id. */
export async function addAddressThroughApi(
  request: APIRequestContext,
  token: string,
): Promise<number> {
  const { id } = await api<{ id: number }>(
    request,
    'POST',
    'addressCreate',
    {
      name: '顾清和',
      mobile: '13900001234',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '灵隐路 18 号 2 幢',
      postal_code: '310013',
      is_default: true,
    },
    token,
  );
  return id;
}

/** A small valid PDF: one A4 page that says `text`, with a correct cross-reference table. */
export function makePdf(text = 'Resume'): Buffer {
  const content = `BT /F1 24 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
