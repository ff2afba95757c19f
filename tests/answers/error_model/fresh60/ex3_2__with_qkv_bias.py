# exercise: ex3_2
# mistake: The learner turned on qkv_bias=True; the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def make_kwargs() -> dict:
    """Keyword arguments for the wrapper."""
    return dict(dropout=0.0, num_heads=2, qkv_bias=True)


def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length = 3, 1, 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, **make_kwargs())
