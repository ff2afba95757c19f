# exercise: ex3_2
# mistake: Reads 'two-dimensional embedding vectors' as the input size and sets d_in=2, so the wrapper cannot take the book's 3-dimensional inputs; d_in stays 3 and only the output becomes 2-dimensional (d_out=1 per head).

def build_wrapper(Wrapper, d_in=3, d_out=2, context_length=6, dropout=0.0, num_heads=2):
    return Wrapper(d_in, d_out // num_heads, context_length, dropout, num_heads=num_heads)


def ex3_2(MultiHeadAttentionWrapper):
    # two-dimensional embeddings
    return build_wrapper(MultiHeadAttentionWrapper, d_in=2)
