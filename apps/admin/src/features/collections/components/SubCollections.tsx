import { Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE, type Collection } from '@shop/admin-api';
import { StatusBadge, UiLink } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { collectionListQuery } from '../queries';
import * as styles from './SubCollections.css';

/**
 * A parent's direct sub-collections, by title, each a link to its page: where the tree goes on
 * from here (the list shows it from the top). Shown only when there are some (`hierarchy_depth`).
 */
export function SubCollections({ collection }: { collection: Collection }) {
  const { t } = useTranslation('non-settings');
  const children = useQuery(
    collectionListQuery({
      parent_collection_id: collection.id,
      sort: 'title:asc',
      limit: MAX_PAGE_SIZE,
    }),
  );
  const items = children.data?.items;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="sub-collections-title">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3" id="sub-collections-title">
            {t('collections.children.title')}
          </Heading>
          {children.isError ? (
            <Text size="2" color="red" role="alert">
              {t('collections.children.loadError')}
            </Text>
          ) : !items ? (
            <Text size="2" color="gray">
              {t('general:states.loading')}
            </Text>
          ) : (
            <ul className={styles.list}>
              {items.map((child) => (
                <li key={child.id} className={styles.item}>
                  <Link asChild size="2" weight="medium">
                    <UiLink href={hrefs.collections.detail(child.id)}>{child.title}</UiLink>
                  </Link>
                  <StatusBadge status={child.status} label={t(`general:states.${child.status}`)} />
                </li>
              ))}
            </ul>
          )}
          {children.data?.has_more ? (
            <Text size="2" color="gray">
              {t('collections.children.more', { count: MAX_PAGE_SIZE })}
            </Text>
          ) : null}
        </Flex>
      </section>
    </Card>
  );
}
