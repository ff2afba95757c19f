# exercise: ex3_2
# mistake: The learner passes the batch size 2 as context_length (reading the batch shape (2, 6, 3) as (context, ...)); the context length must be 6, so the 6-token batch crashes on the 2x2 mask.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, seq_len, d_in = 2, 6, 3
    d_out = 1  # per head, 2 heads -> 2
    return MultiHeadAttentionWrapper(d_in, d_out, batch_size, 0.0, num_heads=2)
