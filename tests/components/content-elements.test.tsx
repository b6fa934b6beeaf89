import { screen, within } from '@testing-library/react';
import type { ContentElement, ContentEvent, MenuCard } from '../../domain/content-types.ts';
import { type ContentEnvironment, ContentElements } from '../../src/views/content/content-elements.tsx';
import { renderInRouter } from './render-in-router.tsx';

const image = (name: string, alt: string) => ({
  url: `/fileadmin/content/${name}.svg`,
  alt,
  width: 600,
  height: 400,
});

const card: MenuCard = {
  headline: 'Vitamin D in winter',
  text: '<p>Why the sun hardly makes vitamin D from October to March.</p>',
  link: { href: '/en/knowledge/vitamin-d-in-winter/' },
  image: image('vitamin-d', 'A walk in the winter sun'),
  menuCardIcon: null,
  blog_date: '2026-11-05',
  blog_read_time: '4 min',
};

const elements: ContentElement[] = [
  {
    id: 1,
    type: 'hero',
    colPos: 0,
    content: {
      header: 'Micronutrients you can rely on',
      subheader: 'Developed in Freiburg',
      image: image('hero', 'Capsules and fresh fruit'),
      link: { href: '/en/s/' },
      linkText: 'Discover our products',
    },
  },
  {
    id: 2,
    type: 'usp_bar',
    colPos: 0,
    content: { items: [{ title: 'Free shipping', text: 'from 49 €', icon: 'truck' }] },
  },
  {
    id: 3,
    type: 'category_teaser',
    colPos: 0,
    content: {
      header: 'Our ranges',
      categories: [{ title: 'Minerals', link: '/en/c/minerals/', image: null }],
    },
  },
  {
    id: 4,
    type: 'product_teaser',
    colPos: 0,
    content: { header: 'Customer favourites', skus: ['PRO-MAG-1M'] },
  },
  {
    id: 5,
    type: 'teaser_cards',
    colPos: 0,
    content: { header: 'From our knowledge section', cards: [card] },
  },
  {
    id: 6,
    type: 'text',
    colPos: 0,
    content: {
      header: 'Supplements with sense',
      headerLayout: 0,
      bodytext: '<p>Every batch is tested by a lab.</p>',
    },
  },
  {
    id: 7,
    type: 'textpic',
    colPos: 0,
    content: {
      header: 'Our team',
      headerLayout: 3,
      bodytext: '<p>48 people work for us.</p>',
      image: image('team', 'The team in front of the building'),
      imagePosition: 'right',
    },
  },
  {
    id: 8,
    type: 'image',
    colPos: 0,
    content: { image: image('lab', 'Our laboratory'), caption: 'Quality control' },
  },
  {
    id: 9,
    type: 'accordion',
    colPos: 0,
    content: {
      header: 'FAQ',
      items: [{ title: 'How long does delivery take?', bodytext: '<p>2–3 working days.</p>' }],
    },
  },
  { id: 10, type: 'event_list', colPos: 0, content: { header: 'Upcoming events' } },
  { id: 11, type: 'product_detail', colPos: 0, content: { sku: 'PRO-MAG-3M' } },
];

const env: ContentEnvironment = {
  lang: 'en',
  events: {
    events: [
      {
        id: 'e1',
        title: 'Webinar: Magnesium in practice',
        teaserText: 'What pharmacists should know.',
        link: '/en/events/magnesium-webinar/',
        startDate: '2026-12-09T18:00:00+01:00',
        endDate: null,
        location: 'Online',
        eventType: 'webinar',
        image: null,
      },
    ],
    eventTypes: [{ id: 'webinar', title: 'Webinar' }],
  },
  renderProducts: (skus) => <p>Product cards: {skus.join(', ')}</p>,
  renderProductDetail: (sku) => <p>Product page of {sku}</p>,
};

describe('ContentElements', () => {
  beforeEach(async () => {
    await renderInRouter(<ContentElements elements={elements} env={env} />);
  });

  it('renders a hero as the page headline with its call to action', () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Micronutrients you can rely on' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Capsules and fresh fruit' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: 'Discover our products' })).toHaveAttribute('href', '/en/s/');
  });

  it('renders the USP bar, the free-shipping item from the shop rule (EU shop: Germany from 49 €)', () => {
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    expect(screen.queryByText('from 49 €')).toBeNull();
    expect(screen.getByText('in Germany from 49,00 €')).toBeInTheDocument();
  });

  it('renders category teasers as links', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'Our ranges' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Minerals/ })).toHaveAttribute('href', '/en/c/minerals/');
  });

  it('renders product teasers through the catalogue', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'Customer favourites' })).toBeInTheDocument();
    expect(screen.getByText('Product cards: PRO-MAG-1M')).toBeInTheDocument();
  });

  it('renders teaser cards with plain teaser text and lazy images', () => {
    const link = screen.getByRole('link', { name: /Vitamin D in winter/ });
    expect(link).toHaveAttribute('href', '/en/knowledge/vitamin-d-in-winter/');
    expect(
      within(link).getByText('Why the sun hardly makes vitamin D from October to March.'),
    ).toBeInTheDocument();
    expect(within(link).getByRole('img', { name: 'A walk in the winter sun' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it("writes a post's date in the page language, not as ISO", () => {
    const link = screen.getByRole('link', { name: /Vitamin D in winter/ });
    expect(within(link).getByText(/^5 November 2026/)).toBeInTheDocument();
    expect(within(link).queryByText(/2026-11-05/)).not.toBeInTheDocument();
  });

  it('renders text and text with picture at their heading levels', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'Supplements with sense' })).toBeInTheDocument();
    expect(screen.getByText('Every batch is tested by a lab.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our team' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The team in front of the building' })).toBeInTheDocument();
  });

  it('renders an image with its caption', () => {
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('img', { name: 'Our laboratory' })).toBeInTheDocument();
    expect(figure).toHaveTextContent('Quality control');
  });

  it('renders an accordion', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByText('How long does delivery take?')).toBeInTheDocument();
  });

  it('renders the events of magento-content', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Webinar: Magnesium in practice' })).toHaveAttribute(
      'href',
      '/en/events/magnesium-webinar/',
    );
    expect(screen.getByText('9 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
  });

  it('renders the product page of a product detail element', () => {
    expect(screen.getByText('Product page of PRO-MAG-3M')).toBeInTheDocument();
  });
});

describe('ContentElements without events', () => {
  it('says so when there are no events', async () => {
    await renderInRouter(
      <ContentElements
        elements={[{ id: 1, type: 'event_list', colPos: 0, content: { header: null } }]}
        env={{ ...env, events: { events: [], eventTypes: [] } }}
      />,
    );
    expect(screen.getByText('There are no upcoming events at the moment.')).toBeInTheDocument();
  });
});

describe('events listing filtered by event type', () => {
  const event = (id: string, eventType: string, startDate: string): ContentEvent => ({
    id,
    title: `${eventType} ${id}`,
    teaserText: 'About the event',
    link: `/en/events/${id}/`,
    startDate,
    endDate: null,
    location: 'Online',
    eventType,
    image: null,
  });
  const events = {
    events: [
      event('b', 'webinar', '2027-02-01T18:00:00Z'),
      event('a', 'training', '2027-01-10T09:00:00Z'),
      event('c', 'webinar', '2027-01-20T18:00:00Z'),
    ],
    eventTypes: [
      { id: 'webinar', title: 'Webinar' },
      { id: 'training', title: 'Training' },
      { id: 'fair', title: 'Trade fair' },
    ],
  };
  const listing = (eventType: string | null) => (
    <ContentElements
      elements={[{ id: 1, type: 'event_list', colPos: 0, content: { header: 'Events' } }]}
      env={{ ...env, events, eventType }}
    />
  );

  it('offers all events and each type that has events, with counts, as links', async () => {
    await renderInRouter(listing(null), { path: '/en/events/' });
    const filter = screen.getByRole('navigation', { name: 'Filter by event type' });
    const links = within(filter).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['All events(3)', 'Webinar(2)', 'Training(1)']);
    expect(links[1]).toHaveAttribute('href', '/en/events/?eventType=webinar');
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'training a',
      'webinar c',
      'webinar b',
    ]);
  });

  it('shows only the chosen type, soonest first; an unknown type shows all', async () => {
    const { unmount } = await renderInRouter(listing('webinar'), { path: '/en/events/?eventType=webinar' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'webinar c',
      'webinar b',
    ]);
    const filter = screen.getByRole('navigation', { name: 'Filter by event type' });
    expect(
      within(filter)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-current')),
    ).toEqual([null, 'page', null]);
    unmount();
    await renderInRouter(listing('nonsense'), { path: '/en/events/' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});

describe('HTML from the content API', () => {
  it('is sanitized before it reaches the DOM (finding 6 of the security review)', async () => {
    const hostile =
      '<p>Kept <a href="javascript:alert(1)" onclick="alert(2)">link</a></p>' +
      '<img src="x" onerror="alert(3)"><script>alert(4)</script><iframe src="https://evil.example"></iframe>' +
      '<p style="position:fixed">styled</p>';
    const { container } = await renderInRouter(
      <ContentElements
        elements={[
          { id: 1, type: 'text', colPos: 0, content: { header: null, headerLayout: 0, bodytext: hostile } },
        ]}
        env={env}
      />,
    );
    expect(screen.getByText('Kept')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, [onerror], [onclick], [style]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/);
  });
});
