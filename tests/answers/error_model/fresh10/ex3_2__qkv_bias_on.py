# exercise: ex3_2
# mistake: The shape is right but the learner passed qkv_bias=True; the statement asks for the book's query, key and value layers without bias.
# mistake_zh: 形状对了，但学习者传了 qkv_bias=True；题目要求与书中一样，查询、键、值层不带偏置。
# keywords: qkv_bias, bias, False

def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
