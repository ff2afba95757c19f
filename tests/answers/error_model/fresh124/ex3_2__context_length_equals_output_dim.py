# exercise: ex3_2
# mistake: The learner passes context_length=2 (the wanted output size) instead of 6, the number of tokens, so the 2x2 causal mask does not fit the 6x6 scores; the context length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    heads = 2
    out_dim = 2
    d_out = out_dim // heads
    context_length = out_dim
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=heads)


if __name__ == "__main__":
    from attnlab.modules import MultiHeadAttentionWrapper
    m = ex3_2(MultiHeadAttentionWrapper)
    assert len(m.heads) == 2
    assert m.heads[0].W_query.out_features == 1
    print("2 heads of size 1 -> 2 dims")
