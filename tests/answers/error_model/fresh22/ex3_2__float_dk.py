# exercise: ex3_2
# mistake: Computed d_k = d_model / h = 2 / 2 with true division, so d_out=1.0 is a float and nn.Linear fails; use integer 2 // 2 = 1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_model, h = 3, 2, 2
    d_k = d_model / h           # d_k = d_model / h (Vaswani et al.)
    return MultiHeadAttentionWrapper(d_in, d_k, 6, 0.0, num_heads=h)
