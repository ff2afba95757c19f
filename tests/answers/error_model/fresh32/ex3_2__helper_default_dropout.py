# exercise: ex3_2
# mistake: The helper make_wrapper takes dropout=0.1 as its default and the call never passes 0.0, so the wrapper drops weights in training mode; dropout must be 0.0.

def make_wrapper(cls, d_in, d_out, context_length, num_heads, dropout=0.1):
    return cls(d_in, d_out, context_length, dropout, num_heads=num_heads)


def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads x 1 dim each -> 2 dims total
    return make_wrapper(MultiHeadAttentionWrapper, 3, 1, 6, num_heads=2)
