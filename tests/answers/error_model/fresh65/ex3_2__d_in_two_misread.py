# exercise: ex3_2
# mistake: The learner read "two-dimensional embedding vectors" as the input size and built the wrapper with d_in=2, so it fails on the book's 3-dimensional inputs; d_in must stay 3 and each head's d_out must be 1 so the 2 heads concatenate to 2 features.
def make_wrapper(MHA, d_in, out_dim, num_heads=2, context_length=6, dropout=0.0):
    head_size = out_dim // num_heads
    return MHA(d_in, head_size, context_length, dropout, num_heads=num_heads)


def ex3_2(MultiHeadAttentionWrapper):
    # 2-dimensional embeddings, 2 heads
    return make_wrapper(MultiHeadAttentionWrapper, d_in=2, out_dim=2)
