import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AppError, type ConsentEvent, privacyTexts } from '@nutritest/domain';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { consentsQuery, useUpdateConsent } from '../api/consents';
import { formatMontevideo } from '../lib/format';
import { PrivacyBlock } from './privacy-block';

const kindNames: Record<ConsentEvent['kind'], string> = {
  genetic_data: 'Tratamiento de datos genéticos y de salud',
  terms: 'Términos y condiciones',
  share_nutritionist: 'Compartir resultados con tu nutricionista',
  apoe_results: 'Ver los resultados basados en APOE',
};

function eventText(e: ConsentEvent): string {
  return `${kindNames[e.kind]}: ${e.granted ? 'otorgado' : 'retirado'} el ${formatMontevideo(e.at)} (texto versión ${e.textVersion})`;
}

/**
 * A company, a nutritionist or an operator gives no health data (issue 41 item 12): what is recorded
 * is the acceptance of the terms.
 */
function TermsAccepted({ history }: { history: ConsentEvent[] }) {
  const accepted = history.find((e) => e.kind === 'terms' && e.granted);
  return (
    <Typography sx={{ mb: 2 }}>
      {accepted
        ? `Aceptaste los términos y condiciones el ${formatMontevideo(accepted.at)} (texto versión ${accepted.textVersion}).`
        : 'No tenemos registrada tu aceptación de los términos y condiciones.'}
    </Typography>
  );
}

/**
 * "Mis consentimientos" (Ley 18.331): the express consent given at signup, and sharing the genetic
 * results with the linked nutritionist, which the person can withdraw and grant again at any time.
 */
export function ConsentsSection() {
  const { account } = useSession();
  const linkKey = account?.referer?.publicCode ?? null;
  const consents = useQuery(consentsQuery(linkKey));
  const update = useUpdateConsent();
  const data = consents.data;
  const isCustomer = account?.role === 'Customer';

  return (
    <PrivacyBlock title="Mis consentimientos">
      {consents.isPending && <Typography>Cargando...</Typography>}
      {consents.isError && <Alert severity="error">No pudimos cargar tus consentimientos.</Alert>}
      {data && (
        <>
          {isCustomer ? (
            <>
              <Typography sx={{ mb: 1 }}>
                {data.geneticData.granted && data.geneticData.at
                  ? `Diste tu consentimiento para el tratamiento de tus datos genéticos y de salud el ${formatMontevideo(data.geneticData.at)} (texto versión ${data.geneticData.textVersion}).`
                  : 'No tenemos registrado un consentimiento para el tratamiento de tus datos genéticos: se registra al aceptar los términos.'}
              </Typography>
              <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
                {privacyTexts.geneticDataNotRevocable}
              </Typography>
            </>
          ) : (
            <TermsAccepted history={data.history} />
          )}

          {isCustomer && (
            <Box sx={{ mb: 2 }}>
              {data.nutritionist ? (
                <>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={data.shareNutritionist.granted}
                        disabled={update.isPending}
                        onChange={(e) => update.mutate({ kind: 'share_nutritionist', granted: e.target.checked })}
                      />
                    }
                    label={`Compartir mis resultados genéticos con ${data.nutritionist.firstName} ${data.nutritionist.lastName}`.trim()}
                  />
                  <Typography color="text.secondary" variant="body2" role="status">
                    {data.shareNutritionist.granted
                      ? 'Tu nutricionista puede ver tus resultados y descargarlos en PDF.'
                      : 'Tu nutricionista no puede ver tus resultados mientras no los compartas.'}
                    {data.shareNutritionist.legacy &&
                      ' Te vinculaste antes de que registráramos este consentimiento: lo tomamos como otorgado hasta que lo cambies.'}
                  </Typography>
                </>
              ) : (
                <Typography color="text.secondary">
                  Cuando te vincules con una nutricionista vas a poder elegir si compartís tus resultados con ella.
                </Typography>
              )}
              {update.isError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {update.error instanceof AppError ? update.error.message : 'No pudimos guardar el cambio.'}
                </Alert>
              )}
            </Box>
          )}

          {data.history.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3">
                Historial
              </Typography>
              <List dense aria-label="Historial de consentimientos">
                {data.history.map((e) => (
                  <ListItem key={`${e.kind}-${e.at}-${e.granted}`} disableGutters>
                    <ListItemText primary={eventText(e)} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </>
      )}
    </PrivacyBlock>
  );
}
