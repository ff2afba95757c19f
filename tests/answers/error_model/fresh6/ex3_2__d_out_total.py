# exercise: ex3_2
# mistake: Passed d_out=2 thinking it is the total output size; in the wrapper d_out is each head's size and the two heads are concatenated, so the output is (2, 6, 4). Use d_out=1 with num_heads=2.
# mistake_zh: 传了 d_out=2，以为它是总输出大小；在包装类里 d_out 是每个头的大小，两个头会被拼接，所以输出是 (2, 6, 4)。应使用 d_out=1、num_heads=2。
# keywords: d_out, per head, concatenated, 4, d_out=1
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2   # 输出要 2 维
    return MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=2)
