import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

/** zxcvbn's score (0–4) a new password must reach: 3 is about 10⁸ guesses, beyond an online attack's reach. */
export const MIN_STRENGTH = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn's estimate with its common, Portuguese and Brazilian dictionaries, plus `userInputs` (the site's words, the
 * account's name and e-mail), which count as the first words an attacker tries. Built on first use (dictionaries).
 */
export function passwordStrength(password: string, userInputs: string[]): number {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ptBr.translations,
  });
  return estimator.check(password, userInputs).score;
}
