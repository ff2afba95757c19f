# exercise: ex3_2
# mistake: The learner turned on qkv_bias=True (like GPT-2), but the exercise asks for the book's query, key and value layers without bias. Leave qkv_bias at its default False.
# mistake_zh: 学习者打开了 qkv_bias=True（像 GPT-2 那样），但题目要求与书中一样，查询、键、值层不带偏置。qkv_bias 保持默认的 False。
# keywords: qkv_bias, bias, False, default
from functools import partial


def ex3_2(MultiHeadAttentionWrapper):
    make = partial(MultiHeadAttentionWrapper, context_length=6, dropout=0.0, qkv_bias=True)
    return make(3, 1, num_heads=2)
