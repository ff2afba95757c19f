# exercise: ex3_2
# mistake: To get 2 output dimensions the learner used a single head with d_out=2; the statement requires num_heads=2, so each head must have d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    # output size = num_heads * d_out = 2
    num_heads = 1
    d_out = 2
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
