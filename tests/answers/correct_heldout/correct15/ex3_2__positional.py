# exercise: ex3_2
# style: the book's call with positional arguments, d_out changed from 2 to 1 (2 heads x 1 = 2 features).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    context_length = 6  # batch.shape[1]
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
