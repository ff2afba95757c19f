"""Exercise ex_dropout_survivor: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_dropout_survivor.title": "A surviving weight after dropout",
    "ex_dropout_survivor.statement": "Dropout with p = 0.1 is applied to a matrix of ones. What "
        "value does every entry that survives have? Give 4 decimals.",
    "ex_dropout_survivor.hint.1": "Survivors are scaled so that the expectation is unchanged.",
    'ex_dropout_survivor.precedence': '{got} is 1 − p, which is what 1 / 1 - p gives: Python divides before it subtracts, so 1 / 1 - p is (1 / 1) − p. The survivors are scaled by 1 / (1 − p): put the parentheses in, 1 / (1 - p).',
    'ex_dropout_survivor.keep_as_p': '{got} is what dropout gives with p = 0.9: p is the probability to DROP an entry, not to keep it, so your code drops 90 % and scales the survivors by 1 / (1 − 0.9). Here 10 % are dropped: p = 0.1, and the survivors become 1 / (1 − 0.1).',
    "ex_dropout_survivor.times_keep": "{got} multiplies by the keep probability 1 − p: dropout scales the survivors the other way, "
        "dividing by it: 1 / (1 − p).",
    "ex_dropout_survivor.over_p": "{got} is 1 / p: survivors are scaled by 1 / (1 − p), the inverse of the keep "
        "probability.",
    "ex_dropout_survivor.unscaled": "Survivors are not left at 1: they are scaled by 1 / (1 − p) so that the expectation "
        "is unchanged.",
    "ex_dropout_survivor.dropped": "{got} is the value of a DROPPED entry (dropout sets those to 0): the question asks for the value a SURVIVING entry takes, which is not 0. Read a non-zero entry of the output (or compute 1 / (1 − p)).",
    "ex_dropout_survivor.book_p": "{got} is the book's example with p = 0.5; here p = 0.1.",
    'ex_dropout_survivor.eval_mode': "Your Dropout is in eval mode (.eval(), or training=False, which F.dropout also takes as its third positional argument), where it does nothing: every value stays 1, so 1 is not a survivor's value. In training mode (the module as built, or .train()) survivors are scaled by 1 / (1 − p).",
}
