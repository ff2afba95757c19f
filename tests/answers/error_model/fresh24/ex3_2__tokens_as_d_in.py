# exercise: ex3_2
# mistake: Read the batch shape (2, 6, 3) as (batch, d_in, context) and built the wrapper with d_in=6 and context_length=3, so it fails on the book's (2, 6, 3) batch; it needs d_in=3, context_length=6.
def ex3_2(MultiHeadAttentionWrapper):
    batch_shape = (2, 6, 3)
    _, d_in, context_length = batch_shape
    return MultiHeadAttentionWrapper(d_in=d_in, d_out=1, context_length=context_length,
                                     dropout=0.0, num_heads=2)
