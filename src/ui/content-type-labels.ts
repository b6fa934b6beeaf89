import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContentSuggestionType } from '../../machines/search-overlay.machine.ts';

/** Labels of the content hit types (spec §2), in the overlay and on the results page. */
export const CONTENT_TYPE_LABELS: Record<ContentSuggestionType, MessageDescriptor> = {
  category: msg`Categories`,
  application_area: msg`Application Areas`,
  knowledge: msg`Knowledge`,
  post: msg`Posts`,
  news: msg`News`,
  event: msg`Events`,
  page: msg`Pages`,
};
