"""Exercise ex_dropout_survivor: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex_dropout_survivor.title": "A surviving weight after dropout",
    "ex_dropout_survivor.statement": "Dropout with p = 0.1 is applied to a matrix of ones. What "
        "value does every entry that survives have? Give 4 decimals.",
    "ex_dropout_survivor.hint.1": "Survivors are scaled so that the expectation is unchanged.",
}
