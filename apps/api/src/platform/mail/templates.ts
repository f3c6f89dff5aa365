import type { OutboxAttachment } from '../../db/schema/outbox';
import { escapeHtml } from '../html';

/**
 * Spanish e-mail templates: one layout (brand colour, plain-text twin) and one function per message.
 * Every template returns the links it carries so the file transport can log them.
 */
export interface RenderedEmail {
  template: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  /** An iCalendar invitation to send with it. */
  ical?: string | null;
  /** Files rendered by the mail worker when it sends (a fiscal receipt's PDF and XML). */
  attachments?: OutboxAttachment[];
}

const BRAND = '#7c67e2';
const BRAND_DARK = '#4a3aa8';

/** Re-exported: templates escape with the one HTML escaper (platform/html.ts). */
export { escapeHtml };

interface LayoutInput {
  template: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  supportEmail: string;
  /** A picture above the text (a person's photo, round), by absolute URL; the text version skips it. */
  image?: { url: string; alt: string };
}

/** Wraps plain paragraphs (escaped here) in the branded HTML layout and builds the text version. */
export function layout(input: LayoutInput): RenderedEmail {
  const paragraphsHtml = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#2d2a3e">${escapeHtml(p)}</p>`)
    .join('');
  const actionHtml = input.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:${BRAND_DARK};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 28px;border-radius:999px">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5d5a70">Si el botón no funciona, copiá este enlace en tu navegador:<br><a href="${escapeHtml(input.action.url)}" style="color:${BRAND_DARK};word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const imageHtml = input.image
    ? `<p style="margin:0 0 16px"><img src="${escapeHtml(input.image.url)}" alt="${escapeHtml(input.image.alt)}" width="96" height="96" style="display:block;width:96px;height:96px;border-radius:50%;object-fit:cover"></p>`
    : '';
  const footnoteHtml = input.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#5d5a70">${escapeHtml(input.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="es-UY"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f7f6fc;font-family:Nunito,Segoe UI,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f6fc;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:${BRAND};padding:20px 32px;color:#ffffff;font-size:24px;font-weight:800">NutriTest</td></tr>
<tr><td style="padding:32px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#2d2a3e">${escapeHtml(input.greeting)}</p>
${imageHtml}${paragraphsHtml}${actionHtml}${footnoteHtml}
</td></tr>
<tr><td style="padding:20px 32px;background:#efeafd;font-size:12px;color:#5d5a70">¿Dudas? Escribinos a <a href="mailto:${escapeHtml(input.supportEmail)}" style="color:${BRAND_DARK}">${escapeHtml(input.supportEmail)}</a>. Atención de lunes a viernes de 10 a 17 h.</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.footnote ? [input.footnote, ''] : []),
    '--',
    'NutriTest',
    `¿Dudas? Escribinos a ${input.supportEmail}. Atención de lunes a viernes de 10 a 17 h.`,
  ].join('\n');
  return {
    template: input.template,
    subject: input.subject,
    html,
    text,
    links: input.action ? [input.action.url] : [],
  };
}

interface Common {
  firstName: string;
  supportEmail: string;
}

/**
 * "Hola Ana", or "Hola" when the name is unknown or empty (issue 41: e-mails greeted "Hola Hola" when a
 * caller passed 'Hola' as the missing name). Every greeting of these templates goes through it.
 */
export function hello(firstName: string | null | undefined, exclaim = false): string {
  const name = (firstName ?? '').trim();
  const text = name && name.toLowerCase() !== 'hola' ? `Hola ${name}` : 'Hola';
  return exclaim ? `¡${text}!` : text;
}

export const emailTemplates = {
  confirmAccount(data: Common & { confirmUrl: string }): RenderedEmail {
    return layout({
      template: 'confirm-account',
      subject: 'Confirmá tu correo en NutriTest',
      greeting: hello(data.firstName, true),
      paragraphs: [
        'Gracias por registrarte en NutriTest. Para activar tu cuenta necesitamos confirmar tu correo electrónico.',
      ],
      action: { label: 'Confirmar mi correo', url: data.confirmUrl },
      footnote: 'Si no creaste una cuenta en NutriTest, podés ignorar este mensaje.',
      supportEmail: data.supportEmail,
    });
  },

  resetPassword(data: Common & { resetUrl: string }): RenderedEmail {
    return layout({
      template: 'reset-password',
      subject: 'Restablecé tu contraseña de NutriTest',
      greeting: hello(data.firstName),
      paragraphs: [
        'Recibimos un pedido para restablecer la contraseña de tu cuenta.',
        'Al abrir el enlace te enviaremos una contraseña temporal a este mismo correo.',
      ],
      action: { label: 'Restablecer contraseña', url: data.resetUrl },
      footnote: 'Si no lo pediste vos, ignorá este mensaje: tu contraseña no cambia.',
      supportEmail: data.supportEmail,
    });
  },

  /** "Eliminar mi cuenta" (modules/privacy): the single-use link that confirms the deletion. */
  deleteAccount(data: Common & { confirmUrl: string; hours: number }): RenderedEmail {
    return layout({
      template: 'delete-account',
      subject: 'Confirmá la eliminación de tu cuenta de NutriTest',
      greeting: hello(data.firstName),
      paragraphs: [
        'Recibimos tu pedido para eliminar tu cuenta de NutriTest.',
        'Al confirmarlo borramos tus datos personales, tus respuestas de salud, tus resultados genéticos y tus consentimientos. Guardamos solo los registros contables que la ley nos exige, sin tu nombre ni tus datos de contacto.',
        `El enlace sirve una sola vez y vence en ${data.hours} horas. Esta acción no se puede deshacer.`,
      ],
      action: { label: 'Eliminar mi cuenta', url: data.confirmUrl },
      footnote: 'Si no lo pediste vos, ignorá este mensaje y cambiá tu contraseña: tu cuenta sigue activa.',
      supportEmail: data.supportEmail,
    });
  },

  temporaryPassword(data: Common & { temporaryPassword: string; loginUrl: string }): RenderedEmail {
    return layout({
      template: 'temporary-password',
      subject: 'Tu contraseña temporal de NutriTest',
      greeting: hello(data.firstName),
      paragraphs: [
        `Tu contraseña temporal es: ${data.temporaryPassword}`,
        'Ingresá con ella y cambiala desde Editar perfil.',
      ],
      action: { label: 'Ir a ingresar', url: data.loginUrl },
      supportEmail: data.supportEmail,
    });
  },

  receipt(
    data: Common & {
      invoiceId: string;
      description: string;
      amount: string;
      discount: string | null;
      installments: string;
      card: string;
      /** A company's kit places (not a kit of its own: issue 41 item 12, no "tu kit" to a company). */
      places?: number | null;
    },
  ): RenderedEmail {
    return layout({
      template: 'receipt',
      // One name per document: the order is the "pedido"; the fiscal receipt (e-Ticket / e-Factura) comes apart.
      subject: `Confirmación de tu pedido ${data.invoiceId}`,
      greeting:
        hello(data.firstName) === 'Hola'
          ? '¡Gracias por tu compra!'
          : `¡Gracias por tu compra, ${data.firstName.trim()}!`,
      paragraphs: [
        `Número de pedido: ${data.invoiceId}`,
        'El comprobante fiscal (e-Ticket o e-Factura) te llega en otro correo en cuanto se emite, y queda en Mis compras.',
        `Detalle: ${data.description}`,
        ...(data.discount ? [`Descuento por cupón: ${data.discount}`] : []),
        `Total pagado: ${data.amount} (IVA incluido)`,
        `Forma de pago: ${data.card}, ${data.installments}`,
        data.places
          ? `${data.places === 1 ? 'El cupo ya está disponible' : 'Los cupos ya están disponibles'} en tu panel de NutriTest: desde Empleados invitás a quienes van a hacer el test.`
          : 'Podés seguir el estado de tu kit desde tu panel en NutriTest.',
      ],
      supportEmail: data.supportEmail,
    });
  },

  /** A fiscal receipt (e-Ticket, e-Factura or a credit note) just issued, its PDF and XML attached. */
  invoiceIssued(data: {
    label: string;
    credit: boolean;
    supportEmail: string;
    purchasesUrl: string;
    /** The receipt DGI rejected that this one replaces ("e-Ticket A-0000012"), when it is a re-issue. */
    replaces?: string;
  }): RenderedEmail {
    return layout({
      template: 'invoice',
      subject: `Tu comprobante ${data.label}`,
      greeting: data.replaces
        ? 'Tu comprobante corregido'
        : data.credit
          ? 'Registramos tu devolución'
          : '¡Gracias por tu compra!',
      paragraphs: [
        ...(data.replaces
          ? [
              `DGI no aceptó el comprobante ${data.replaces} que te enviamos antes, así que no tiene validez. Este lo reemplaza: guardá este.`,
            ]
          : []),
        data.credit
          ? `Te adjuntamos la ${data.label} que documenta la devolución, en PDF y en XML.`
          : `Te adjuntamos tu comprobante fiscal electrónico ${data.label}, en PDF y en XML.`,
        'También podés descargarlo cuando quieras desde Mis compras, en tu perfil (si compraste con tu cuenta).',
        'Podés verificarlo en el sitio de la DGI con el código QR impreso en el comprobante.',
      ],
      action: { label: 'Ver Mis compras', url: data.purchasesUrl },
      supportEmail: data.supportEmail,
    });
  },

  /** One e-mail per stage of the kit (issue 5): what happened and what comes next. */
  kitStage(
    data: Common & {
      stage:
        | 'delivery_scheduled'
        | 'delivery_to_arrange'
        | 'delivered'
        | 'pickup_scheduled'
        | 'delivery_rescheduled'
        | 'pickup_rescheduled'
        | 'replacement_lost'
        | 'lost_review'
        | 'replacement_rejected'
        | 'in_lab'
        | 'results_ready'
        | 'results_corrected';
      detail?: string;
      /** The replacement kit's reference (issue 22). */
      reference?: string;
      dashboardUrl: string;
    },
  ): RenderedEmail {
    const texts: Record<typeof data.stage, { subject: string; paragraphs: string[] }> = {
      // Booked, not shipped: the subject says what is true when it is sent (issue 41 item 12).
      delivery_scheduled: {
        subject: 'Coordinamos la entrega de tu kit NutriTest',
        paragraphs: ['Quedó coordinada la entrega de tu kit.', data.detail ?? ''],
      },
      delivery_to_arrange: {
        subject: 'Vamos a llamarte para coordinar la entrega de tu kit',
        paragraphs: [
          'Recibimos tu dirección. Como la entrega es fuera de Montevideo, nuestro equipo te va a llamar para acordar el día.',
        ],
      },
      delivered: {
        subject: 'Tu kit NutriTest fue entregado',
        paragraphs: [
          'Tu kit ya está en tus manos. Seguí las instrucciones de la caja para tomar la muestra de saliva.',
          'Cuando la tengas, coordiná el retiro desde tu panel.',
        ],
      },
      pickup_scheduled: {
        subject: 'Agendamos el retiro de tu muestra',
        paragraphs: ['Quedó agendado el retiro de tu muestra.', data.detail ?? ''],
      },
      delivery_rescheduled: {
        subject: 'Reprogramamos la entrega de tu kit',
        paragraphs: ['Cambiamos el día de entrega de tu kit, como pediste.', data.detail ?? ''],
      },
      pickup_rescheduled: {
        subject: 'Reprogramamos el retiro de tu muestra',
        paragraphs: ['Cambiamos el día del retiro de tu muestra, como pediste.', data.detail ?? ''],
      },
      lost_review: {
        subject: 'Recibimos tu aviso: revisamos el envío de tu kit',
        paragraphs: [
          'Nos avisaste que tu kit no llegó. Como este kit ya reemplazaba a uno que se perdió, nuestro equipo revisa el caso con la empresa de envíos antes de mandar otro.',
          'Te escribimos en los próximos 2 días hábiles con lo que encontremos. No tenés que hacer nada más.',
        ],
      },
      replacement_lost: {
        subject: 'Te enviamos un kit nuevo sin costo',
        paragraphs: [
          'Lamentamos que tu kit no haya llegado. Te vamos a enviar uno nuevo, sin ningún costo para vos.',
          data.reference ? `La referencia del kit nuevo es ${data.reference}.` : '',
          'Entrá a tu panel para coordinar de nuevo la entrega del kit y el retiro de la muestra.',
        ],
      },
      replacement_rejected: {
        subject: 'Necesitamos una nueva muestra: te enviamos un kit sin costo',
        paragraphs: [
          'El laboratorio no pudo analizar tu muestra. Te vamos a enviar un kit nuevo, sin ningún costo para vos, para tomar otra.',
          data.detail ?? '',
          data.reference ? `La referencia del kit nuevo es ${data.reference}.` : '',
          'Entrá a tu panel para coordinar de nuevo la entrega del kit y el retiro de la muestra.',
        ],
      },
      in_lab: {
        subject: 'Tu muestra llegó al laboratorio',
        paragraphs: [
          'El laboratorio recibió tu muestra y comenzó el análisis.',
          'Vas a tener tus resultados en un máximo de 45 días hábiles.',
        ],
      },
      results_ready: {
        subject: '¡Tus resultados NutriTest están listos!',
        paragraphs: ['Ya podés ver tus resultados y tus recomendaciones de alimentos en tu cuenta.'],
      },
      results_corrected: {
        subject: 'Actualizamos tus resultados NutriTest',
        paragraphs: [
          'El laboratorio nos envió una corrección de los datos de tu muestra y volvimos a calcular tus resultados y tus recomendaciones de alimentos.',
          'Entrá a tu cuenta para verlos; si descargaste el informe en PDF, generalo de nuevo.',
        ],
      },
    };
    const t = texts[data.stage];
    return layout({
      template: `kit-${data.stage}`,
      subject: t.subject,
      greeting: hello(data.firstName),
      paragraphs: t.paragraphs.filter(Boolean),
      action: { label: 'Ver mi kit', url: data.dashboardUrl },
      supportEmail: data.supportEmail,
    });
  },

  /** A nutritionist's or a company's invitation to NutriTest, with the link to complete the data. */
  invitation(data: Common & { inviterName: string; kind: 'patient' | 'employee'; url: string; expiresOn: string }) {
    return layout({
      template: 'invitation',
      subject: `${data.inviterName} te invitó a NutriTest`,
      greeting: hello(data.firstName, true),
      paragraphs:
        data.kind === 'employee'
          ? [
              `${data.inviterName} te invita a hacer el test nutrigenético de NutriTest. El kit lo paga tu empresa: no tenés que pagar nada.`,
              'Completá tus datos y elegí una contraseña; después coordinamos la entrega del kit. Los cupos son limitados: se asignan a las primeras personas que se registran.',
              `El enlace vence el ${data.expiresOn}.`,
            ]
          : [
              `Tu nutricionista ${data.inviterName} te invita a NutriTest para conocer cómo tus genes influyen en tu alimentación.`,
              `Completá tus datos y elegí una contraseña. Tu cuenta queda vinculada a ${data.inviterName}, que podrá ver tus resultados cuando estén listos.`,
              `El enlace vence el ${data.expiresOn}.`,
            ],
      action: { label: 'Completar mis datos', url: data.url },
      footnote: 'Si no esperabas esta invitación, podés ignorar este mensaje.',
      supportEmail: data.supportEmail,
    });
  },

  /** Sent when failed sign-ins lock the account (issue 17): the single-use link lets the owner in. */
  unlockSignIn(data: Common & { unlockUrl: string; minutes: number }): RenderedEmail {
    return layout({
      template: 'unlock-sign-in',
      subject: 'Bloqueamos el ingreso a tu cuenta de NutriTest',
      greeting: hello(data.firstName),
      paragraphs: [
        `Hubo varios intentos fallidos de ingresar a tu cuenta, así que bloqueamos el ingreso por ${data.minutes} minutos.`,
        'Si fuiste vos, abrí este enlace e ingresá con tu contraseña: funciona una sola vez, durante una hora.',
      ],
      action: { label: 'Desbloquear e ingresar', url: data.unlockUrl },
      footnote:
        'Si no fuiste vos, alguien está probando contraseñas: no compartas este enlace y, si tu contraseña es fácil de adivinar, cambiala.',
      supportEmail: data.supportEmail,
    });
  },

  /** Someone tried to register with an address that already has an account (decision 017). */
  registrationAttempt(data: Common & { loginUrl: string; resetUrl: string }): RenderedEmail {
    return layout({
      template: 'registration-attempt',
      subject: 'Alguien intentó registrarse con tu correo en NutriTest',
      greeting: hello(data.firstName),
      paragraphs: [
        'Alguien intentó registrarse en NutriTest con tu correo, pero ya tenés una cuenta con esta dirección. No creamos otra cuenta.',
        `Si fuiste vos, ingresá con tu contraseña. Si no la recordás, podés restablecerla en ${data.resetUrl}.`,
      ],
      action: { label: 'Ingresar a NutriTest', url: data.loginUrl },
      footnote: 'Si no fuiste vos, podés ignorar este mensaje: tu cuenta no cambió.',
      supportEmail: data.supportEmail,
    });
  },

  /** A plain notice: used by operations and by the delivery check of the mail set-up. */
  notice(
    data: Common & {
      subject: string;
      paragraphs: string[];
      action?: { label: string; url: string };
      image?: { url: string; alt: string };
    },
  ) {
    return layout({
      template: 'notice',
      subject: data.subject,
      greeting: hello(data.firstName),
      paragraphs: data.paragraphs,
      action: data.action,
      supportEmail: data.supportEmail,
      image: data.image,
    });
  },
};
