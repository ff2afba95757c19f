# exercise: ex3_2
# mistake: The learner keeps GPT-2's attn_pdrop=0.1 as the dropout; the exercise asks for dropout 0.0, otherwise the outputs vary from call to call in training mode.
# mistake_zh: 学习者沿用 GPT-2 的 attn_pdrop=0.1 作为 dropout；题目要求 dropout 为 0.0，否则训练模式下每次调用输出都不同。
# keywords: dropout, 0.0, attn_pdrop, random
def ex3_2(MultiHeadAttentionWrapper):
    attn_pdrop = 0.1  # GPT-2 config default
    return MultiHeadAttentionWrapper(3, 1, 6, attn_pdrop, num_heads=2)
