/**
 * /admin/users (docs/admin.md "The users screens"): find users by e-mail, name, plan and
 * verification, or read the generation summary per user. Which tab and every filter live in
 * the URL query, so a search can be reloaded, shared and returned to from a user's page.
 */
import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GenerationSummary } from './GenerationSummary';
import { UserSearch } from './UserSearch';

const TABS = ['search', 'summary'] as const;
type Tab = (typeof TABS)[number];

export default function UsersPage() {
  const { t } = useTranslation('admin-users');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'summary' ? 'summary' : 'search';

  return (
    <Stack gap="6" data-testid="admin-users-page">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('lead')}</Text>
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => setParams(value === 'summary' ? { tab: value } : {})}
        variant="line"
        lazyMount
      >
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} data-testid={`users-tab-${value}`}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="search" pt="4">
          <UserSearch key={params.toString()} params={params} setParams={setParams} />
        </Tabs.Content>
        <Tabs.Content value="summary" pt="4">
          <GenerationSummary key={params.toString()} params={params} setParams={setParams} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
