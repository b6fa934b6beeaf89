import { FREE_SHIPPING_USP_ICON, useFreeShippingTexts } from '../../ui/free-shipping.ts';
import { sanitizeHtml } from '../../ui/safe-html.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ContentElement, ContentEvent, EventType, MenuCard } from '../../../domain/content-types.ts';
import { formatShopDate, formatShopDateRange } from '../../../domain/dates.ts';
import type { Lang } from '../../../domain/store.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { ArrowRightIcon, CalendarIcon, ChevronDownIcon, MapPinIcon, NamedIcon } from '../../ui/icons.tsx';
import { Image } from '../../ui/image.tsx';
import { teaserText } from '../../../domain/text.ts';

/** What content elements need beyond their own data; supplied by the route that renders the page. */
export interface ContentEnvironment {
  lang: Lang;
  /** events_list of magento-content, for event_list elements. */
  events: { events: ContentEvent[]; eventTypes: EventType[] };
  /** The event type the events listing is filtered by (search param `eventType`); null shows all. */
  eventType?: string | null;
  /** Renders product cards for a product_teaser (the catalogue's cards, loaded by the route). */
  renderProducts?: (skus: string[]) => ReactNode;
  /** Renders the product page of a product_detail element. */
  renderProductDetail?: (sku: string) => ReactNode;
}

type ElementOf<T extends ContentElement['type']> = Extract<ContentElement, { type: T }>;
type ElementProps<T extends ContentElement['type']> = {
  element: ElementOf<T>;
  env: ContentEnvironment;
  /** True for the page's first element: its heading is the page's h1. */
  first: boolean;
};

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

function Heading({
  level,
  className,
  children,
}: {
  level: HeadingLevel;
  className: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}

/** TYPO3's headerLayout: 0 is the default (h2 here), 1–6 the heading level. */
function levelOf(headerLayout: number, first: boolean): HeadingLevel {
  if (first) return 1;
  return headerLayout >= 2 && headerLayout <= 6 ? (headerLayout as HeadingLevel) : 2;
}

const sectionHeading = 'text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl';

function Section({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`py-8 sm:py-12 ${className}`}>{children}</section>;
}

/** HTML body text edited in the content system. */
/** An element's header as the section heading (the page's h1 for the first element); nothing without one. */
function SectionHeading({
  header,
  first,
  className = '',
}: {
  header: string | null;
  first: boolean;
  className?: string;
}) {
  if (!header) return null;
  return (
    <Heading level={first ? 1 : 2} className={`${sectionHeading} ${className}`}>
      {header}
    </Heading>
  );
}

function RichText({ html, className = '' }: { html: string; className?: string }) {
  // Body text is HTML authored in the content system, sanitized before it renders.
  const __html = sanitizeHtml(html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html }} />;
}

function Hero({ element, first }: ElementProps<'hero'>) {
  const { header, subheader, image, link, linkText } = element.content;
  return (
    <section className="pt-4 sm:pt-6">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-900 text-white shadow-card">
          {image && (
            <Image
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              priority={first}
              className="absolute inset-0 -z-10 h-full w-full object-cover"
            />
          )}
          <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/85 via-brand-900/60 to-brand-900/10" />
          <div className="max-w-2xl px-6 py-14 sm:px-12 sm:py-20 lg:py-28">
            <Heading
              level={first ? 1 : 2}
              className="text-3xl font-bold tracking-tight sm:text-5xl sm:leading-[1.1]"
            >
              {header}
            </Heading>
            {subheader && <p className="mt-4 text-base text-brand-50/90 sm:text-lg">{subheader}</p>}
            {link && (
              <AppLink
                href={link.href}
                target={link.target}
                className={buttonClasses('primary', 'mt-8 !bg-white !text-brand-900 hover:!bg-brand-50')}
              >
                {linkText ?? link.title ?? header}
                <ArrowRightIcon className="size-4" />
              </AppLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}

function UspBar({ element }: ElementProps<'usp_bar'>) {
  const freeShipping = useFreeShippingTexts().usp;
  return (
    <section className="py-6 sm:py-8">
      <Container>
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
          {element.content.items.map((item) => (
            <li
              key={item.title}
              className="flex min-w-0 items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-sand-200 sm:py-4"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <NamedIcon name={item.icon} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink">{item.title}</span>
                <span className="block text-xs text-muted sm:text-sm">
                  {item.icon === FREE_SHIPPING_USP_ICON ? freeShipping : item.text}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function CategoryTeaser({ element, first }: ElementProps<'category_teaser'>) {
  const { header, categories } = element.content;
  return (
    <Section>
      <Container>
        <SectionHeading header={header} first={first} />
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
          {categories.map((category) => (
            <li key={category.link}>
              <AppLink
                href={category.link}
                className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-sand-200 transition hover:-translate-y-0.5 hover:shadow-card-hover hover:ring-brand-200"
              >
                {category.image ? (
                  <Image
                    src={category.image.url}
                    alt={category.image.alt}
                    width={category.image.width}
                    height={category.image.height}
                    className="aspect-[4/3] w-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="grid aspect-[4/3] place-items-center bg-gradient-to-br from-brand-50 to-brand-100 font-display text-4xl font-bold text-brand-600/70"
                  >
                    {category.title.slice(0, 1)}
                  </span>
                )}
                <span className="flex flex-1 items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-ink group-hover:text-brand-800">
                  {category.title}
                  <ArrowRightIcon className="size-4 shrink-0 text-brand-600" />
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

function ProductTeaser({ element, env, first }: ElementProps<'product_teaser'>) {
  const { header, skus } = element.content;
  return (
    <Section>
      <Container>
        <SectionHeading header={header} first={first} />
        <div className="mt-6">{env.renderProducts?.(skus)}</div>
      </Container>
    </Section>
  );
}

function TeaserCard({ card, lang }: { card: MenuCard; lang: Lang }) {
  const date = card.blog_date ? formatShopDate(card.blog_date, lang) : null;
  const meta = [date, card.blog_read_time].filter(Boolean).join(' · ');
  return (
    <AppLink
      href={card.link.href}
      target={card.link.target}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-sand-200 transition hover:-translate-y-0.5 hover:shadow-card-hover hover:ring-brand-200"
    >
      {card.image && (
        <Image
          src={card.image.url}
          alt={card.image.alt}
          width={card.image.width}
          height={card.image.height}
          className="aspect-[16/10] w-full object-cover"
        />
      )}
      <span className="flex flex-1 flex-col p-5">
        {meta && <span className="text-xs font-medium tracking-wide text-brand-700 uppercase">{meta}</span>}
        <span className="mt-1 text-lg font-semibold text-ink group-hover:text-brand-800">
          {card.headline}
        </span>
        <span className="mt-2 text-sm leading-relaxed text-muted">{teaserText(card.text)}</span>
      </span>
    </AppLink>
  );
}

function TeaserCards({ element, env, first }: ElementProps<'teaser_cards'>) {
  const { header, cards } = element.content;
  return (
    <Section>
      <Container>
        <SectionHeading header={header} first={first} />
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {cards.map((card) => (
            <li key={card.link.href + card.headline}>
              <TeaserCard card={card} lang={env.lang} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

function Text({ element, first }: ElementProps<'text'>) {
  const { header, headerLayout, bodytext } = element.content;
  return (
    <Section className="!py-6">
      <Container>
        <div className="max-w-3xl">
          {header && (
            <Heading level={levelOf(headerLayout, first)} className={`${sectionHeading} mb-4`}>
              {header}
            </Heading>
          )}
          <RichText html={bodytext} className="text-base sm:text-lg" />
        </div>
      </Container>
    </Section>
  );
}

function TextPic({ element, first }: ElementProps<'textpic'>) {
  const { header, headerLayout, bodytext, image, imagePosition } = element.content;
  return (
    <Section>
      <Container>
        <div className="grid items-center gap-8 md:grid-cols-2 lg:gap-14">
          <Image
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className={`w-full rounded-3xl object-cover shadow-card ${imagePosition === 'right' ? 'md:order-2' : ''}`}
          />
          <div>
            {header && (
              <Heading level={levelOf(headerLayout, first)} className={`${sectionHeading} mb-4`}>
                {header}
              </Heading>
            )}
            <RichText html={bodytext} />
          </div>
        </div>
      </Container>
    </Section>
  );
}

function ImageElement({ element }: ElementProps<'image'>) {
  const { image, caption } = element.content;
  return (
    <Section className="!py-6">
      <Container>
        <figure>
          <Image
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="w-full rounded-3xl object-cover shadow-card"
          />
          {caption && <figcaption className="mt-3 text-center text-sm text-muted">{caption}</figcaption>}
        </figure>
      </Container>
    </Section>
  );
}

function Accordion({ element, first }: ElementProps<'accordion'>) {
  const { header, items } = element.content;
  return (
    <Section>
      <Container>
        <div className="max-w-3xl">
          <SectionHeading header={header} first={first} className="mb-6" />
          <div className="divide-y divide-sand-200 overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-sand-200">
            {items.map((item) => (
              <details key={item.title} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-brand-50/50 [&::-webkit-details-marker]:hidden">
                  {item.title}
                  <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
                </summary>
                <RichText html={item.bodytext} className="px-5 pb-5 text-muted" />
              </details>
            ))}
          </div>
        </div>
      </Container>
    </Section>
  );
}

/** The events of a type (all for null), soonest first. */
export function eventsOfType(events: ContentEvent[], type: string | null): ContentEvent[] {
  return events
    .filter((event) => type === null || event.eventType === type)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

const filterChip =
  'inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const chipState = (active: boolean) =>
  active
    ? 'bg-brand-700 text-white ring-brand-700'
    : 'bg-white text-brand-800 ring-sand-200 hover:bg-brand-50 hover:ring-brand-200';

/** Links that filter the listing by event type (URL state: `?eventType=webinar`), with counts. */
function EventTypeFilter({ env, selected }: { env: ContentEnvironment; selected: string | null }) {
  const { t } = useLingui();
  const types = env.events.eventTypes.filter((type) =>
    env.events.events.some((event) => event.eventType === type.id),
  );
  if (types.length < 2) return null;
  const options: { id: string | null; title: string; count: number }[] = [
    { id: null, title: t`All events`, count: env.events.events.length },
    ...types.map((type) => ({
      id: type.id,
      title: type.title,
      count: env.events.events.filter((event) => event.eventType === type.id).length,
    })),
  ];
  return (
    <nav aria-label={t`Filter by event type`} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.id === selected;
          return (
            <li key={option.id ?? 'all'}>
              <Link
                to="./"
                // The listing's own search param; the catch-all route validates it.
                search={{ eventType: option.id ?? undefined } as never}
                resetScroll={false}
                // 'All events' (eventType undefined) is only current without a filter.
                activeOptions={{ includeSearch: true, explicitUndefined: true }}
                className={`${filterChip} ${chipState(active)}`}
              >
                {option.title}
                <span className={active ? 'text-brand-100' : 'text-muted'}>({option.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function EventList({ element, env, first }: ElementProps<'event_list'>) {
  const { header } = element.content;
  const typeTitle = new Map(env.events.eventTypes.map((type) => [type.id, type.title]));
  const selected = env.eventType && typeTitle.has(env.eventType) ? env.eventType : null;
  const events = eventsOfType(env.events.events, selected);
  return (
    <Section>
      <Container>
        <SectionHeading header={header} first={first} className="mb-6" />
        <EventTypeFilter env={env} selected={selected} />
        {events.length === 0 ? (
          <p className="text-muted">
            <Trans>There are no upcoming events at the moment.</Trans>
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {events.map((event) => (
              <li
                key={event.id}
                className="flex flex-col rounded-2xl bg-white p-5 shadow-card ring-1 ring-sand-200 sm:p-6"
              >
                {typeTitle.get(event.eventType) && (
                  <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {typeTitle.get(event.eventType)}
                  </span>
                )}
                <h3 className="mt-3 text-lg font-semibold text-ink">
                  <AppLink href={event.link} className="hover:text-brand-800">
                    {event.title}
                  </AppLink>
                </h3>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarIcon className="size-4 text-brand-600" />
                    <time dateTime={event.startDate}>
                      {formatShopDateRange(event.startDate, event.endDate, env.lang)}
                    </time>
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <MapPinIcon className="size-4 text-brand-600" />
                    {event.location}
                  </span>
                </p>
                <p className="mt-3 text-sm leading-relaxed text-muted">{teaserText(event.teaserText)}</p>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Section>
  );
}

function ProductDetail({ element, env }: ElementProps<'product_detail'>) {
  return <>{env.renderProductDetail?.(element.content.sku)}</>;
}

/** A newer content system may send element types this build does not know: they are left out. */
function UnknownElement({ type }: { type: string }) {
  if (import.meta.env.DEV) console.warn(`Content element type '${type}' has no renderer`);
  return null;
}

/** Renders one content element by its type. */
export function ContentElementView({
  element,
  env,
  first = false,
}: {
  element: ContentElement;
  env: ContentEnvironment;
  first?: boolean;
}) {
  switch (element.type) {
    case 'hero':
      return <Hero element={element} env={env} first={first} />;
    case 'usp_bar':
      return <UspBar element={element} env={env} first={first} />;
    case 'category_teaser':
      return <CategoryTeaser element={element} env={env} first={first} />;
    case 'product_teaser':
      return <ProductTeaser element={element} env={env} first={first} />;
    case 'teaser_cards':
      return <TeaserCards element={element} env={env} first={first} />;
    case 'text':
      return <Text element={element} env={env} first={first} />;
    case 'textpic':
      return <TextPic element={element} env={env} first={first} />;
    case 'image':
      return <ImageElement element={element} env={env} first={first} />;
    case 'accordion':
      return <Accordion element={element} env={env} first={first} />;
    case 'event_list':
      return <EventList element={element} env={env} first={first} />;
    case 'product_detail':
      return <ProductDetail element={element} env={env} first={first} />;
    default:
      return <UnknownElement type={(element as { type: string }).type} />;
  }
}

/** Renders a column of content elements; the first one's heading is the page's h1 when `headlineFirst`. */
export function ContentElements({
  elements,
  env,
  headlineFirst = true,
}: {
  elements: ContentElement[];
  env: ContentEnvironment;
  headlineFirst?: boolean;
}) {
  return (
    <>
      {elements.map((element, index) => (
        <ContentElementView
          key={element.id}
          element={element}
          env={env}
          first={headlineFirst && index === 0}
        />
      ))}
    </>
  );
}
