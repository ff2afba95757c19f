"""Exercise ex3_2: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex3_2.title": "Exercise 3.2 · Two-dimensional embedding vectors",
    "ex3_2.statement": "Write `ex3_2(MultiHeadAttentionWrapper)` that creates and returns a "
        "wrapper with `num_heads=2` for the book's batch (2 sequences of 6 tokens, 3 "
        "dimensions, dropout 0.0) whose output context vectors are 2-dimensional, i.e. of shape "
        "(2, 6, 2).",
    "ex3_2.hint.1": "The wrapper concatenates its heads: the output size is num_heads × d_out.",
    "ex3_2.hint.2": "In the wrapper d_out is the size of one head.",
}
