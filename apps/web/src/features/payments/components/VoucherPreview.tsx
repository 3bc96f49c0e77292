// A voucher's file shown in place (the reconcile dialog): fetched with the session (the Bearer token
// cannot ride on an <img> or <iframe> src), shown from a blob URL — an image as <img>, a PDF in an
// <iframe> — with a link that opens it full size in another tab. The blob URL is freed on close.
import { Anchor, Box, Loader, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { fetchVoucherFile } from '../api/payments.ts';

type Shown = { href: string; pdf: boolean } | { failed: true } | null;

/** `label` names the voucher for assistive technology: 'Comprobante Transferencia 01234567'. */
export function VoucherPreview({ id, label }: { id: number; label: string }) {
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    const ctl = new AbortController();
    let href: string | null = null;
    fetchVoucherFile(id, ctl.signal)
      .then((blob) => {
        href = URL.createObjectURL(blob);
        setShown({ href, pdf: blob.type === 'application/pdf' });
      })
      .catch(() => {
        if (!ctl.signal.aborted) setShown({ failed: true });
      });
    return () => {
      ctl.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [id]);

  if (!shown) return <Loader size="sm" aria-label={`Cargando ${label}`} />;
  if ('failed' in shown)
    return (
      <Text size="sm" c="red.8">
        No se pudo cargar el comprobante
      </Text>
    );
  return (
    <Box>
      {shown.pdf ? (
        <Box
          component="iframe"
          src={shown.href}
          title={label}
          w="100%"
          h={{ base: 360, sm: 420 }}
          style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
        />
      ) : (
        <Box
          component="img"
          src={shown.href}
          alt={label}
          display="block"
          maw="100%"
          mah={{ base: 320, sm: 420 }}
          style={{ objectFit: 'contain', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
        />
      )}
      <Anchor
        href={shown.href}
        target="_blank"
        rel="noopener"
        aria-label={`Abrir en tamaño completo: ${label}`}
        size="sm"
        mt={4}
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconExternalLink size={14} aria-hidden />
        Abrir en tamaño completo
      </Anchor>
    </Box>
  );
}
