# exercise: ex3_2
# mistake: Uses dropout=0.1 (the dropout example's rate) instead of 0.0 as asked, so the output is random in training mode. [cond: module in training mode]
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, context_length, d_in = 2, 6, 3
    d_out = 2 // 2
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.1, num_heads=2)
