# exercise: ex3_2
# mistake: To get 2 output dimensions the learner built ONE head with d_out=2 instead of num_heads=2 heads with d_out=1 each; the shape is right but the wrapper has the wrong number of heads.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 2
    num_heads = d_out // 2
    return MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=num_heads)
