# exercise: ex3_2
# mistake: The learner turned on qkv_bias=True ('real models have bias'); the exercise keeps the book's call with qkv_bias=False, and the bias layers draw different initial weights, so the values differ from the book's.
# mistake_zh: 学习者打开了 qkv_bias=True（“真实模型都带偏置”）；本练习沿用书中的调用 qkv_bias=False，带偏置会改变抽取的初始权重，输出的数值与书中的不同。
# keywords: qkv_bias, False, bias, initial weights

def ex3_2(MultiHeadAttentionWrapper):
    # 两个头，每个头 1 维，拼接后就是二维
    # 查询/键/值 加上偏置（真正的模型一般都有 bias）
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
