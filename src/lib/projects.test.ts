import { describe, expect, it } from 'vitest';
import { isReversed, projectsWithStatus } from './projects';

const project = (title: string, status: 'current' | 'future', order: number) => ({ data: { title, status, order } });

describe('projectsWithStatus', () => {
  const all = [
    project('Zeta', 'current', 2),
    project('Later', 'future', 1),
    project('Alpha', 'current', 2),
    project('First', 'current', 1),
  ];

  it('keeps one status, ordered by order, then by title', () => {
    expect(projectsWithStatus(all, 'current').map((p) => p.data.title)).toEqual(['First', 'Alpha', 'Zeta']);
    expect(projectsWithStatus(all, 'future').map((p) => p.data.title)).toEqual(['Later']);
  });
});

describe('isReversed', () => {
  it('reverses odd positions only', () => {
    expect([0, 1, 2, 3].map(isReversed)).toEqual([false, true, false, true]);
  });
});
