/**
 * The toasts' store and what shows them (Zag's toast machines, ~6 KB gzip); ./toaster.tsx
 * downloads this module with the first toast.
 */
import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';

export const toastStore = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

export function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Chakra's success green (#16a34a) under white text, and its descriptions at 80 %
          // opacity, fall short of the 4.5:1 contrast small text needs: a darker green, opaque.
          <Toast.Root width={{ md: 'sm' }} css={{ '&[data-type=success]': { bg: 'green.700' } }}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="blue.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
