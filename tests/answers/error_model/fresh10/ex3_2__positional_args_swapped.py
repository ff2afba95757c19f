# exercise: ex3_2
# mistake: The positional arguments context_length and dropout are swapped (0.0 as context length, 6 as dropout); pass (d_in, d_out, context_length, dropout) = (3, 1, 6, 0.0), or use keywords.
# mistake_zh: 位置参数 context_length 与 dropout 写反了（0.0 当上下文长度，6 当 dropout）；应传 (d_in, d_out, context_length, dropout) = (3, 1, 6, 0.0)，或使用关键字参数。
# keywords: argument order, context_length, dropout, keywords

def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length, dropout = 3, 1, 6, 0.0
    return MultiHeadAttentionWrapper(d_in, d_out, dropout, context_length, num_heads=2)
