# exercise: ex3_2
# mistake: Passed context_length=2 (the batch size) instead of 6 (the number of tokens), so the causal mask is only 2×2 and the forward pass on the (2, 6, 3) batch fails; context_length must be at least 6.
BOOK_BATCH = dict(batch_size=2, num_tokens=6, d_in=3)


def ex3_2(MultiHeadAttentionWrapper):
    cfg = dict(
        d_in=BOOK_BATCH["d_in"],
        d_out=1,
        context_length=BOOK_BATCH["batch_size"],
        dropout=0.0,
        num_heads=2,
    )
    return MultiHeadAttentionWrapper(**cfg)
