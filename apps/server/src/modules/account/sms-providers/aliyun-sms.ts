import * as dysmsapi from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import {
  endpointParts,
  SmsRefused,
  type SmsRefusalReason,
  type TemplateMessage,
  type TemplateSms,
} from './template-sms';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Another address than dysmsapi.aliyuncs.com (tests); `http://host:port` or `https://…`. */
  endpoint: string | undefined;
  timeoutMs: number;
}

/**
 * The SDK is CommonJS with its client as `exports.default`: Node.js hands the whole exports
 * object to `import … from`, a bundler's interop the client itself.
 */
type ClientClass = typeof dysmsapi.default;
const exported = dysmsapi.default as ClientClass | { default: ClientClass };
const DysmsClient = typeof exported === 'function' ? exported : exported.default;

/** SendSms's codes (https://help.aliyun.com/document_detail/101346.html) by what they mean here. */
const reasons: Record<string, SmsRefusalReason> = {
  'isv.MOBILE_NUMBER_ILLEGAL': 'number',
  'isv.MOBILE_COUNT_OVER_LIMIT': 'number',
  'isv.BLACK_KEY_CONTROL_LIMIT': 'number',
  'isv.SMS_TEMPLATE_ILLEGAL': 'template',
  'isv.SMS_SIGNATURE_ILLEGAL': 'template',
  'isv.SMS_SIGN_ILLEGAL': 'template',
  'isv.TEMPLATE_MISSING_PARAMETERS': 'template',
  'isv.TEMPLATE_PARAMS_ILLEGAL': 'template',
  'isv.INVALID_JSON_PARAM': 'template',
  'isv.PARAM_LENGTH_LIMIT': 'template',
  'isv.BUSINESS_LIMIT_CONTROL': 'limited',
  'isv.DAY_LIMIT_CONTROL': 'limited',
  'isv.AMOUNT_NOT_ENOUGH': 'failed',
};

function refused(code: string, detail: string, cause?: unknown): SmsRefused {
  return new SmsRefused(reasons[code] ?? 'failed', 'aliyun', code, detail, { cause });
}

/** What the SDK threw: an answer's code (a 4xx or 5xx), or the transport's. */
function codeOf(error: unknown): { code: string; message: string } {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return { code: typeof code === 'string' ? code : 'Error', message: error.message };
  }
  return { code: 'Error', message: String(error) };
}

/**
 * Aliyun SMS (dysmsapi 2017-05-25) through its SDK, which signs with the AccessKey
 * (ACS3-HMAC-SHA256). SendSms answers HTTP 200 with `Code: "OK"`, or a refusal's code in the same
 * body; credentials and signatures are refused with an HTTP error, which the SDK throws.
 */
export function aliyunSms(config: AliyunSmsConfig): TemplateSms {
  const endpoint = config.endpoint ? endpointParts(config.endpoint) : undefined;
  const client = new DysmsClient(
    new $OpenApiUtil.Config({
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
      endpoint: endpoint?.host ?? 'dysmsapi.aliyuncs.com',
      protocol: endpoint?.protocol ?? 'https',
      connectTimeout: config.timeoutMs,
      readTimeout: config.timeoutMs,
    }),
  );
  return {
    name: 'aliyun',
    async send({ mobile, template, params }: TemplateMessage) {
      const request = new dysmsapi.SendSmsRequest({
        phoneNumbers: mobile,
        signName: config.signName,
        templateCode: template,
        templateParam: JSON.stringify(Object.fromEntries(params.map((p) => [p.name, p.value]))),
      });
      let body;
      try {
        ({ body } = await client.sendSms(request));
      } catch (error) {
        const { code, message } = codeOf(error);
        throw refused(code, message, error);
      }
      if (body?.code !== 'OK') {
        throw refused(body?.code ?? 'NoCode', body?.message ?? 'no message');
      }
    },
  };
}
