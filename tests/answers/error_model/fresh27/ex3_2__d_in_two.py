# exercise: ex3_2
# mistake: Read “two-dimensional embedding vectors” as the input size and set d_in=2 (with d_out=1), so the wrapper's layers expect 2 features and fail on the book's 3-dimensional tokens; d_in stays 3, only the per-head d_out becomes 1.
def ex3_2(MultiHeadAttentionWrapper):
    cfg = dict(d_in=2, d_out=1, context_length=6, dropout=0.0, num_heads=2)
    # two heads of one dimension each -> 2-dimensional embeddings
    return MultiHeadAttentionWrapper(**cfg)
