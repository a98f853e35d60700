import { parse } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { answerWebhookChallenge, type WebhookChallengeQuery } from '../../src/http/index.js';

const VERIFY_TOKEN = 'verify-7f3e2a';
const CHALLENGE = '15f7d1a91c1f40f8a748fd134752feb3';

/** The challenge's query as the API sends it, with `changes` applied (undefined removes a parameter). */
function challengeQuery(changes: Record<string, string | undefined> = {}): URLSearchParams {
  const query = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.challenge': CHALLENGE, 'hub.verify_token': VERIFY_TOKEN });
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) query.delete(name);
    else query.set(name, value);
  }
  return query;
}

describe('answerWebhookChallenge', () => {
  it('answers the challenge of a URLSearchParams, to be sent back as JSON', () => {
    const answer = answerWebhookChallenge(challengeQuery(), VERIFY_TOKEN);
    expect(answer).toEqual({ 'hub.challenge': CHALLENGE });
    expect(JSON.stringify(answer)).toBe(`{"hub.challenge":"${CHALLENGE}"}`);
    expect(Object.isFrozen(answer)).toBe(true);
  });

  it('answers the challenge of a query object as Node frameworks give it, with or without a prototype', () => {
    const express = { 'hub.mode': 'subscribe', 'hub.challenge': CHALLENGE, 'hub.verify_token': VERIFY_TOKEN };
    expect(answerWebhookChallenge(express, VERIFY_TOKEN)).toEqual({ 'hub.challenge': CHALLENGE });
    const nodeQuery = parse(challengeQuery().toString());
    expect(Object.getPrototypeOf(nodeQuery)).toBeNull();
    expect(answerWebhookChallenge(nodeQuery, VERIFY_TOKEN)).toEqual({ 'hub.challenge': CHALLENGE });
  });

  it.each([
    ['a mode other than subscribe', { 'hub.mode': 'unsubscribe' }, /hub\.mode is "unsubscribe" where "subscribe" was expected/],
    ['no mode', { 'hub.mode': undefined }, /hub\.mode is missing/],
    ['another verify token of the same length', { 'hub.verify_token': 'verify-7f3e2b' }, /hub\.verify_token is not the verify token given/],
    ['the verify token with a character more', { 'hub.verify_token': `${VERIFY_TOKEN}0` }, /hub\.verify_token is not the verify token given/],
    ['the start of the verify token', { 'hub.verify_token': 'verify' }, /hub\.verify_token is not the verify token given/],
    ['an empty verify token', { 'hub.verify_token': '' }, /hub\.verify_token is not the verify token given/],
    ['no verify token', { 'hub.verify_token': undefined }, /hub\.verify_token is missing/],
    ['no challenge', { 'hub.challenge': undefined }, /hub\.challenge is missing/],
    ['an empty challenge', { 'hub.challenge': '' }, /hub\.challenge is empty/],
  ])('refuses %s with a TypeError that shows neither token', (_what, changes, message) => {
    const refuse = () => answerWebhookChallenge(challengeQuery(changes), VERIFY_TOKEN);
    expect(refuse).toThrow(TypeError);
    expect(refuse).toThrow(message);
    try {
      refuse();
    } catch (error) {
      expect(String(error)).not.toMatch(/verify-7f3e|verify"/);
    }
  });

  it('refuses a parameter given twice, in either form, and a value that is no string', () => {
    const twice = challengeQuery();
    twice.append('hub.verify_token', 'another');
    expect(() => answerWebhookChallenge(twice, VERIFY_TOKEN)).toThrow(/hub\.verify_token is given 2 times/);
    const express = { 'hub.mode': 'subscribe', 'hub.challenge': [CHALLENGE, CHALLENGE], 'hub.verify_token': VERIFY_TOKEN };
    expect(() => answerWebhookChallenge(express, VERIFY_TOKEN)).toThrow(/hub\.challenge must be given once, as a string; received an array/);
    expect(() => answerWebhookChallenge({ ...express, 'hub.challenge': { value: CHALLENGE } }, VERIFY_TOKEN)).toThrow(/received an object/);
  });

  it('reads a query object\'s own properties only', () => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype['hub.challenge'] = 'polluted';
    try {
      expect(() => answerWebhookChallenge({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN }, VERIFY_TOKEN)).toThrow(/hub\.challenge is missing/);
    } finally {
      delete prototype['hub.challenge'];
    }
  });

  it('refuses a query of neither form, and a verify token that is no token', () => {
    expect(() => answerWebhookChallenge('hub.mode=subscribe' as unknown as WebhookChallengeQuery, VERIFY_TOKEN)).toThrow(/the query must be a URLSearchParams or a plain object, received a string/);
    expect(() => answerWebhookChallenge(new Map() as unknown as WebhookChallengeQuery, VERIFY_TOKEN)).toThrow(TypeError);
    expect(() => answerWebhookChallenge(challengeQuery(), '')).toThrow(/verifyToken must be a non-empty string, received an empty string/);
    expect(() => answerWebhookChallenge(challengeQuery(), undefined as unknown as string)).toThrow(/verifyToken must be a non-empty string/);
  });

  it('quotes at most 40 characters of a mode, escaped', () => {
    expect(() => answerWebhookChallenge(challengeQuery({ 'hub.mode': `\u001b[2J${'x'.repeat(100)}` }), VERIFY_TOKEN))
      .toThrow(`hub.mode is "\\u001b[2J${'x'.repeat(36)}…" where "subscribe" was expected`);
  });
});
