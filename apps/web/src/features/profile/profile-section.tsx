import { Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { SectionCard } from '../../components/section-card';

interface ProfileSectionProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** One card of the profile with its own heading; the section is named by it for screen readers. */
export function ProfileSection({ title, text, icon, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <SectionCard labelledBy={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" lh={1.3} id={headingId}>
            <Group component="span" gap="xs" wrap="nowrap">
              {icon && (
                <Group component="span" aria-hidden="true">
                  {icon}
                </Group>
              )}
              {title}
            </Group>
          </Title>
          {text && (
            <Text size="sm" c="dimmed" mt={4}>
              {text}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </SectionCard>
  );
}
