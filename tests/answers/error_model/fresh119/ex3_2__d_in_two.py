# exercise: ex3_2
# mistake: Reads 'two-dimensional embedding vectors' as the input size and sets d_in=2 (d_out=1); d_in must stay 3, only the output is 2-dimensional.
def ex3_2(MultiHeadAttentionWrapper):
    # 练习3.2：二维嵌入向量
    qianru = 2          # 嵌入维度
    tou = 2
    d_out = qianru // tou
    return MultiHeadAttentionWrapper(qianru, d_out, 6, 0.0, num_heads=tou)
