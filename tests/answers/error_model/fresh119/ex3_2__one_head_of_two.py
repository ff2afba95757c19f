# exercise: ex3_2
# mistake: Gets the 2-dimensional output with a single head of size 2 (num_heads=1, d_out=2) instead of two heads of size 1.
def ex3_2(MultiHeadAttentionWrapper):
    # 目标输出 (2, 6, 2)
    # 输出维度 = num_heads * d_out = 2
    d_out = 2
    tou_shu = 1
    print("输出维度:", tou_shu * d_out)
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=tou_shu)
