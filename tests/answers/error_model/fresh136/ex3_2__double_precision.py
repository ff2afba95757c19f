# exercise: ex3_2
# mistake: Converted the wrapper to float64 with .double(), so it fails on the book's float32 batch; it must stay float32.
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2)
    return mha.double()  # more precise
