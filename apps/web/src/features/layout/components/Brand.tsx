// The municipality's logo (when configured) and name, from portal/identity.
import { Group, Text } from '@mantine/core';
import { useIdentity } from '../api/identity.ts';
import classes from './layout.module.css';

export function Brand({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { name, logo_url } = useIdentity();
  return (
    <Group gap="xs" wrap="nowrap" miw={0} data-testid="brand">
      {/* the name beside it says what the logo shows: the image is decorative */}
      {logo_url && <img src={logo_url} alt="" className={classes.logo} />}
      <Text fw={700} size={size} c="brand.8" truncate="end" className={classes.brandName}>
        {name}
      </Text>
    </Group>
  );
}
