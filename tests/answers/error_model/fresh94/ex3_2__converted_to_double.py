# exercise: ex3_2
# mistake: Converts the wrapper to float64 with .double() 'for precision', so it fails on the book's float32 batch (dtype mismatch in the Linear layers); the module must stay float32.
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    return mha.double()
