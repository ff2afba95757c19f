# exercise: ex3_2
# mistake: The learner passed the positional arguments as (d_in, d_out, dropout, context_length), i.e. context_length=0.0 and dropout=6, so construction raises; the order is (3, 1, 6, 0.0, num_heads=2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1  # 2 heads x 1 = 2 output dims
    context_length = 6
    dropout = 0.0
    return MultiHeadAttentionWrapper(d_in, d_out, dropout, context_length, num_heads=2)
