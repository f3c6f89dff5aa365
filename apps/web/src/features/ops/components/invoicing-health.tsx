import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CfeTypeCode,
  cfeTypeLabels,
  formatDateEs,
  type InvoicingHealth as Health,
  purchaseKindLabels,
  purchasesTexts as t,
} from '@nutritest/domain';
import { type ReactNode, useId, useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { useInvoicingHealth } from '../api/get-invoicing-health';
import { useReissueInvoice } from '../api/reissue-invoice';
import { useRetryInvoice } from '../api/retry-invoice';
import { type Notice, NoticeAlert, Panel } from './panel';
import { QueryState } from './query-state';

type Range = Health['ranges'][number];
type Failed = Health['failed'][number];
type Rejected = Health['rejected'][number];

const typeLabel = (cfeType: number) => cfeTypeLabels[cfeType as CfeTypeCode] ?? `CFE ${cfeType}`;

/** The alert a range's warning shows: an error once no number can be given, a warning before. */
export function rangeWarning(range: Range): { severity: 'warning' | 'error'; text: string } | null {
  if (!range.warning) return null;
  const text = t.rangeWarnings[range.warning](
    typeLabel(range.cfeType),
    range.series,
    range.remaining,
    formatDateEs(range.expiresOn),
  );
  return { severity: range.warning === 'low' || range.warning === 'expiring' ? 'warning' : 'error', text };
}

function FailedReceipts({ failed }: { failed: Failed[] }) {
  const retry = useRetryInvoice();
  const [notice, setNotice] = useState<Notice | null>(null);

  function run(item: Failed) {
    setNotice(null);
    retry.mutate(item.id, {
      onSuccess: () => setNotice({ severity: 'success', text: t.retried }),
      onError: (error) => setNotice({ severity: 'error', text: errorText(error, t.retryFailed) }),
    });
  }

  return (
    <>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      {failed.length === 0 ? (
        <Typography color="text.secondary">{t.failedNone}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {failed.map((item) => {
            const pending = retry.isPending && retry.variables === item.id;
            return (
              <Box
                component="li"
                key={item.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {t.failedLine(purchaseKindLabels[item.kind] ?? item.kind, item.purchaseId, item.attempts)}
                  </Typography>
                  {item.lastError && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {t.lastError(item.lastError)}
                    </Typography>
                  )}
                </Box>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => run(item)}
                  disabled={retry.isPending}
                  aria-label={t.retryOf(item.purchaseId)}
                >
                  {pending ? t.retrying : t.retry}
                </Button>
              </Box>
            );
          })}
        </Stack>
      )}
    </>
  );
}

const lineSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
} as const;

/** Receipts DGI rejected: its code and reason, and 'Emitir de nuevo' once the cause is fixed. */
function RejectedReceipts({ rejected }: { rejected: Rejected[] }) {
  const reissue = useReissueInvoice();
  const [notice, setNotice] = useState<Notice | null>(null);

  function run(item: Rejected) {
    setNotice(null);
    reissue.mutate(item.id, {
      onSuccess: () => setNotice({ severity: 'success', text: t.reissued }),
      onError: (error) => setNotice({ severity: 'error', text: errorText(error, t.reissueFailed) }),
    });
  }

  if (rejected.length === 0) return <Typography color="text.secondary">{t.rejectedNone}</Typography>;
  return (
    <>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.rejectedHelp}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rejected.map((item) => {
          const pending = reissue.isPending && reissue.variables === item.id;
          return (
            <Box component="li" key={item.id} sx={lineSx}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {t.rejectedLine(item.label, purchaseKindLabels[item.kind] ?? item.kind, item.purchaseId)}
                </Typography>
                <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                  {t.dgiReason(item.dgiCode, item.dgiReason)}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                size="small"
                onClick={() => run(item)}
                disabled={reissue.isPending}
                aria-label={t.reissueOf(item.label)}
              >
                {pending ? t.reissuing : t.reissue}
              </Button>
            </Box>
          );
        })}
      </Stack>
    </>
  );
}

/** Issued receipts to look at (a provider's totals beyond the tolerance), and DGI's pending answers. */
function ToReview({ data }: { data: Health }) {
  return (
    <Stack spacing={1}>
      {data.review.map((item) => (
        <Alert key={item.id} severity="warning">
          {t.reviewLine(item.label, purchaseKindLabels[item.kind] ?? item.kind, item.purchaseId, item.note)}
        </Alert>
      ))}
      <Typography variant="body2" color="text.secondary">
        {t.dgiPendingLine(
          data.dgiPending.count,
          data.dgiPending.oldestIssuedAt ? formatDateEs(data.dgiPending.oldestIssuedAt.slice(0, 10)) : null,
        )}
      </Typography>
    </Stack>
  );
}

/** Where the rate of receipts in dollars comes from: BCU's closing, or the configured one (a warning). */
function ExchangeRate({ rate }: { rate: Health['exchangeRate'] }) {
  const amount = rate.rate === null ? null : rate.rate.toFixed(3).replace('.', ',');
  if (rate.source === 'configured') {
    return <Alert severity="warning">{t.exchangeRateConfigured(amount ?? '—')}</Alert>;
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {amount && rate.rateDate ? t.exchangeRateBcu(amount, formatDateEs(rate.rateDate)) : t.exchangeRateBcuNone}
    </Typography>
  );
}

function Ranges({ ranges }: { ranges: Range[] }) {
  if (ranges.length === 0) return <Typography color="text.secondary">{t.rangesNone}</Typography>;
  return (
    <Stack spacing={1}>
      {ranges.map((range) => {
        const warning = rangeWarning(range);
        return (
          <Box key={`${range.cfeType}-${range.series}-${range.expiresOn}`}>
            {warning && (
              <Alert severity={warning.severity} sx={{ mb: 0.5 }}>
                {warning.text}
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              {t.rangeLine(typeLabel(range.cfeType), range.series, range.remaining, formatDateEs(range.expiresOn))}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

/** A part of the health block, named by its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The electronic invoicing's health, above the order search: the receipts not issued yet
 * ('Reintentar' asks again, then the list reloads), those DGI rejected with its code and reason
 * ('Emitir de nuevo' issues them corrected), those to review and those DGI has not answered, the
 * exchange rate of receipts in dollars and its source, and every CAE range with the numbers it has
 * left, warned when operations must ask DGI for a new one.
 */
export function InvoicingHealth() {
  const health = useInvoicingHealth();
  return (
    <Panel title={t.invoicingTitle}>
      <QueryState query={health}>
        {(data) => (
          <Stack spacing={3}>
            <Part title={t.failedTitle}>
              <FailedReceipts failed={data.failed} />
            </Part>
            <Part title={t.rejectedTitle}>
              <RejectedReceipts rejected={data.rejected} />
            </Part>
            <Part title={t.reviewTitle}>
              <ToReview data={data} />
            </Part>
            <Part title={t.exchangeRateTitle}>
              <ExchangeRate rate={data.exchangeRate} />
            </Part>
            <Part title={t.rangesTitle}>
              <Ranges ranges={data.ranges} />
            </Part>
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
