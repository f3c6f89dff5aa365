import { messages } from '@nutritest/domain';
import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const formatTexts: Record<string, string> = {
  email: messages.emailFormat,
  uuid: 'El identificador no es válido.',
  guid: 'El identificador no es válido.',
  url: 'Ingresá una dirección web válida.',
  date: 'Ingresá una fecha válida (aaaa-mm-dd).',
  datetime: 'Ingresá una fecha y hora válidas.',
  time: 'Ingresá una hora válida.',
};

const plural = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

/**
 * The Spanish text of a validation issue whose schema set no message of its own (zod would answer
 * its English default: "Invalid input", "Expected string, received number"...). Messages written
 * in the schemas (packages/domain) always win over these.
 */
export function spanishIssueMessage(issue: Issue): string {
  const missing = issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return messages.required;
      if (issue.expected === 'number' || issue.expected === 'int') return 'Ingresá un número.';
      if (issue.expected === 'string') return 'Ingresá un texto.';
      if (issue.expected === 'boolean') return 'Elegí sí o no.';
      if (issue.expected === 'array') return 'Se esperaba una lista.';
      return messages.badFormat;
    case 'too_big':
      if (issue.origin === 'string') return `No puede superar ${plural(issue.maximum, 'carácter', 'caracteres')}.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `No puede tener más de ${plural(issue.maximum, 'elemento', 'elementos')}.`;
      if (issue.origin === 'file') return 'El archivo es demasiado grande.';
      return `El valor no puede ser mayor a ${issue.maximum}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? messages.required
          : `Debe tener al menos ${plural(issue.minimum, 'carácter', 'caracteres')}.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Debe tener al menos ${plural(issue.minimum, 'elemento', 'elementos')}.`;
      return `El valor no puede ser menor a ${issue.minimum}.`;
    case 'invalid_format':
      return formatTexts[issue.format] ?? messages.badFormat;
    case 'invalid_value':
      return missing ? messages.required : 'Elegí una de las opciones válidas.';
    case 'invalid_union':
      return missing ? messages.required : messages.badFormat;
    case 'unrecognized_keys':
      return 'Hay datos que no corresponden a este formulario.';
    default:
      // invalid_union, invalid_key, invalid_element, not_multiple_of, custom refinements without text.
      return messages.badFormat;
  }
}

let installed = false;

/** Makes zod's default texts Spanish for the whole process (schemas' own messages still win). */
export function useSpanishValidationMessages() {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => spanishIssueMessage(issue) });
}
