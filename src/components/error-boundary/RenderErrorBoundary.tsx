/**
 * Catches a rendering error below it and shows the rendering error panel
 * (docs/product-rules.md#shared-screens-and-dialogs): 'Something went wrong', the error's text and
 * 'Try again', which re-renders the children from scratch.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the route path) clears a shown error. */
  resetKey?: string;
  /** What 'Try again' does; by default the children render again from scratch. */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
}

export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error)
      return <ErrorPanel error={this.state.error} onRetry={this.props.onRetry ?? this.reset} />;
    return this.props.children;
  }
}

export function ErrorPanel({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      role="alert"
      gap="4"
      maxW="lg"
      mx="auto"
      my="16"
      p="8"
      borderWidth="1px"
      borderRadius="xl"
      bg="red.50"
      borderColor="red.200"
    >
      <Heading size="lg">{t('errors.somethingWentWrong')}</Heading>
      <Text color="fg.muted">{t('errors.renderErrorHelp')}</Text>
      <Code whiteSpace="pre-wrap" p="3" colorPalette="red">
        {error.message}
      </Code>
      <Button alignSelf="start" colorPalette="brand" onClick={onRetry}>
        {t('actions.tryAgain')}
      </Button>
    </Stack>
  );
}
