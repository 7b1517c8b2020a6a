import { Accordion, Container, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.ts';
import classes from './home.module.css';

const QUESTIONS = ['what', 'anonymous', 'after', 'lost'] as const;

/** Four questions that expand and collapse. */
export function Faq() {
  const { t } = useTranslation();
  return (
    <div className={classes.faqBand}>
      <Container size="md" py={{ base: 40, sm: 64 }} component="section" aria-labelledby="faq-title">
        <Title order={2} id="faq-title" ta="center" mb="xl" className={classes.sectionTitle}>
          {t('home.faq.title')}
        </Title>
        <Accordion
          order={3}
          variant="separated"
          radius="md"
          chevronPosition="right"
          classNames={{ item: classes.faqItem, label: classes.faqLabel }}
        >
          {QUESTIONS.map((q) => (
            <Accordion.Item key={q} value={q}>
              <Accordion.Control>{t(`home.faq.${q}.question`)}</Accordion.Control>
              <Accordion.Panel>{t(`home.faq.${q}.answer`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </div>
  );
}
