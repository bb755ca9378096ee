import type { DropWonNotice, ShippedNotice, SmsDriver, SmsMessage } from '../sms-driver';
import type { SmsTemplates, TemplateParam, TemplateSms } from './template-sms';

/** The template's variables, each filled from the message's values. */
function fill<V extends string>(params: TemplateParam<V>[], values: Record<V, string>) {
  return params.map((p) => ({ name: p.name, value: values[p.value] }));
}

/**
 * A provider that texts approved templates, as the shop's SMS driver: each code message uses
 * its event's template, with the code and its minutes; an order shipped uses the shipping
 * template, when there is one, with the carrier and tracking number; a drop's unit held for a
 * customer uses the drop template, when there is one, with the product and the hours to buy.
 */
export function templateDriver(provider: TemplateSms, templates: SmsTemplates): SmsDriver {
  const { shipped, dropWon } = templates;
  return {
    live: true,
    async deliver({ mobile, event, code, minutes }: SmsMessage) {
      await provider.send({
        mobile,
        template: templates.codes[event],
        params: fill(templates.codeParams, { code, minutes: String(minutes) }),
      });
    },
    ...(shipped && {
      async notifyShipped({ mobile, carrier, tracking_no }: ShippedNotice) {
        await provider.send({
          mobile,
          template: shipped,
          params: fill(templates.shippedParams, { carrier, tracking_no }),
        });
      },
    }),
    ...(dropWon && {
      async notifyDropWon({ mobile, product, hours }: DropWonNotice) {
        await provider.send({
          mobile,
          template: dropWon,
          params: fill(templates.dropWonParams, { product, hours: String(hours) }),
        });
      },
    }),
  };
}
