import { hello, layout, type RenderedEmail } from '../../platform/mail/templates';

/** The e-mails of the address change (issue 22, item 13): one per message, in the one layout. */
export function emailChangeEmails(supportEmail: string) {
  const when = () =>
    new Intl.DateTimeFormat('es-UY', {
      timeZone: 'America/Montevideo',
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date());
  const help = (resetUrl: string) =>
    `Si no fuiste vos, alguien conoce tu contraseña: cancelá el cambio desde tu perfil, pedí una contraseña nueva en ${resetUrl} y escribinos a ${supportEmail} para que te ayudemos.`;

  return {
    /** To the new address: the single-use link. */
    confirmNewAddress(data: { firstName: string; confirmUrl: string; hours: number }): RenderedEmail {
      return layout({
        template: 'email-change-confirm',
        subject: 'Confirmá tu nuevo correo de NutriTest',
        greeting: hello(data.firstName),
        paragraphs: [
          'Pediste que esta sea la dirección de correo de tu cuenta de NutriTest.',
          `Para confirmarlo, abrí el enlace: sirve una sola vez y vence en ${data.hours} horas. Después vas a ingresar con este correo y cerraremos las sesiones abiertas de tu cuenta.`,
        ],
        action: { label: 'Confirmar mi correo nuevo', url: data.confirmUrl },
        footnote: 'Si no lo pediste vos, ignorá este mensaje: sin abrir el enlace no cambia nada.',
        supportEmail,
      });
    },

    /** To the new address when it already has an account: nothing changes, and nothing to do. */
    addressInUse(data: { loginUrl: string }): RenderedEmail {
      return layout({
        template: 'email-change-in-use',
        subject: 'Alguien quiso usar tu correo en otra cuenta de NutriTest',
        greeting: 'Hola',
        paragraphs: [
          'Alguien pidió cambiar el correo de otra cuenta de NutriTest a esta dirección. Como ya tenés una cuenta con este correo, no cambiamos nada.',
          'No tenés que hacer nada. Si fuiste vos y querés usar este correo en la otra cuenta, primero eliminá o cambiá el correo de esta.',
        ],
        action: { label: 'Ingresar a NutriTest', url: data.loginUrl },
        supportEmail,
      });
    },

    /** To the old address when the change is asked for: what happens, and how to stop it. */
    changeRequested(data: {
      firstName: string;
      newEmail: string;
      profileUrl: string;
      resetUrl: string;
    }): RenderedEmail {
      return layout({
        template: 'email-change-requested',
        subject: 'Pediste cambiar el correo de tu cuenta de NutriTest',
        greeting: hello(data.firstName),
        paragraphs: [
          `Recibimos un pedido para cambiar el correo de tu cuenta a ${data.newEmail} (${when()}).`,
          'El cambio se hace solo cuando se abra el enlace que enviamos a esa dirección; hasta entonces seguís ingresando con este correo. Podés cancelarlo desde tu perfil.',
        ],
        action: { label: 'Ver mi perfil', url: data.profileUrl },
        footnote: help(data.resetUrl),
        supportEmail,
      });
    },

    /** To the old address once the link was opened. */
    addressChanged(data: { firstName: string; newEmail: string }): RenderedEmail {
      return layout({
        template: 'email-change-done',
        subject: 'El correo de tu cuenta de NutriTest cambió',
        greeting: hello(data.firstName),
        paragraphs: [
          `Desde ahora tu cuenta de NutriTest usa el correo ${data.newEmail} (${when()}). Cerramos todas las sesiones abiertas.`,
          'Este correo ya no sirve para ingresar ni recibe nuestros avisos.',
        ],
        footnote: `Si no fuiste vos, escribinos cuanto antes a ${supportEmail} desde este correo: verificamos que la cuenta es tuya y te la devolvemos.`,
        supportEmail,
      });
    },
  };
}
