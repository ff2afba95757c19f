# exercise: ex3_2
# mistake: The wrapper keeps the book's dropout of 0.5 (the earlier CausalAttention demo); the exercise asks for dropout 0.0, otherwise the outputs are random in training mode.
# mistake_zh: wrapper 沿用了书中前面 CausalAttention 示例的 dropout 0.5；题目要求 dropout 为 0.0，否则训练模式下输出每次都不同。
# keywords: dropout, 0.0, training, random, wrapper

def ex3_2(MultiHeadAttentionWrapper):
    # 3 -> 2 dims, two heads of size 1
    return MultiHeadAttentionWrapper(3, 1, 6, 0.5, num_heads=2)
