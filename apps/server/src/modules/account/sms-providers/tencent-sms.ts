import { sms } from 'tencentcloud-sdk-nodejs-sms';
import {
  endpointParts,
  SmsRefused,
  type SmsRefusalReason,
  type TemplateMessage,
  type TemplateSms,
} from './template-sms';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  region: string;
  /** Another address than sms.tencentcloudapi.com (tests); `http://host:port` or `https://…`. */
  endpoint: string | undefined;
  timeoutMs: number;
}

/** Tencent Cloud SMS error codes (https://cloud.tencent.com/document/product/382/52075) by meaning. */
const reasons: Record<string, SmsRefusalReason> = {
  'InvalidParameterValue.IncorrectPhoneNumber': 'number',
  'FailedOperation.PhoneNumberInBlacklist': 'number',
  'FailedOperation.PhoneNumberParseFail': 'number',
  'FailedOperation.TemplateIncorrectOrUnapproved': 'template',
  'FailedOperation.SignatureIncorrectOrUnapproved': 'template',
  'FailedOperation.TemplateParamSetNotMatchApprovedTemplate': 'template',
  'FailedOperation.MissingTemplateToModify': 'template',
  'InvalidParameterValue.TemplateParameterFormatError': 'template',
  'InvalidParameterValue.TemplateParameterLengthLimit': 'template',
  'LimitExceeded.PhoneNumberDailyLimit': 'limited',
  'LimitExceeded.PhoneNumberOneHourLimit': 'limited',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'limited',
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'limited',
  'LimitExceeded.DailyLimit': 'limited',
  'LimitExceeded.DeliveryFrequencyLimit': 'limited',
};

function refused(code: string, detail: string, cause?: unknown): SmsRefused {
  return new SmsRefused(reasons[code] ?? 'failed', 'tencent', code, detail, { cause });
}

/**
 * Tencent Cloud SMS (API 2021-01-11) through its SDK, which signs with the SecretId and
 * SecretKey (TC3-HMAC-SHA256). A request refused as a whole comes back as an error the SDK
 * throws; an accepted one still carries each number's own outcome in SendStatusSet, which is
 * `Ok` only when that number's message went out.
 */
export function tencentSms(config: TencentSmsConfig): TemplateSms {
  const endpoint = config.endpoint ? endpointParts(config.endpoint) : undefined;
  const client = new sms.v20210111.Client({
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: config.region,
    profile: {
      httpProfile: {
        endpoint: endpoint?.host ?? 'sms.tencentcloudapi.com',
        protocol: `${endpoint?.protocol ?? 'https'}://`,
        reqTimeout: Math.max(1, Math.ceil(config.timeoutMs / 1000)),
      },
    },
  });
  return {
    name: 'tencent',
    async send({ mobile, template, params }: TemplateMessage) {
      // Mainland numbers as E.164; Tencent Cloud reads a bare 11 digits as +86 too, but says so.
      const phone = `+86${mobile}`;
      let answer;
      try {
        answer = await client.SendSms({
          PhoneNumberSet: [phone],
          SmsSdkAppId: config.sdkAppId,
          SignName: config.signName,
          TemplateId: template,
          TemplateParamSet: params.map((p) => p.value),
        });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const message = error instanceof Error ? error.message : String(error);
        throw refused(typeof code === 'string' ? code : 'Error', message, error);
      }
      const status = answer.SendStatusSet?.find((s) => s.PhoneNumber === phone);
      if (status?.Code !== 'Ok') {
        throw refused(status?.Code ?? 'NoStatus', status?.Message ?? 'no status for the number');
      }
    },
  };
}
