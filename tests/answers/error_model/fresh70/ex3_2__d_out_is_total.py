# exercise: ex3_2
# mistake: Passes d_out=2 thinking it is the total output size, so the two concatenated heads give 4 dimensions; in the wrapper d_out is per head and must be 1.
def ex3_2(MultiHeadAttentionWrapper):
    # 输入维度 d_in = 3, 输出维度 d_out = 2 (题目要二维的上下文向量)
    d_in, d_out = 3, 2
    changdu = 6      # 上下文长度 (6 个词元)
    return MultiHeadAttentionWrapper(d_in, d_out, changdu, 0.0, num_heads=2)
