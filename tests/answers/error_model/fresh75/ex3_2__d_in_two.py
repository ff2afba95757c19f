# exercise: ex3_2
# mistake: Read 'two-dimensional embedding vectors' as the input size and set d_in=2; the inputs stay 3-dimensional (d_in=3) and only d_out per head is 1.

def ex3_2(MultiHeadAttentionWrapper):
    torch_d_in = 2   # two-dimensional embeddings
    return MultiHeadAttentionWrapper(torch_d_in, 1, 6, 0.0, num_heads=2)
