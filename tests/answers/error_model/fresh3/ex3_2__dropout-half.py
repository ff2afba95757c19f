# exercise: ex3_2
# mistake: You kept dropout=0.5 from the book's demo, but the exercise asks for dropout 0.0.
# mistake_zh: 你沿用了书中示例的 dropout=0.5，但题目要求 dropout 为 0.0。
# keywords: dropout, 0.0, train, random

d_in, d_out = 3, 1
context_length = 6


def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.5, num_heads=2)
    return mha
