# exercise: ex3_3
# mistake: The learner used GPT-2's training dropout rate 0.1 instead of the dropout 0.0 the exercise asks for, so in training mode the attention weights are randomly zeroed. Pass dropout=0.0.
# mistake_zh: 学习者使用了 GPT-2 训练时的 dropout 0.1，而题目要求 dropout 为 0.0，于是在训练模式下注意力权重会被随机置零。应传入 dropout=0.0。
# keywords: dropout, 0.0, training mode, 0.1
def ex3_3(MultiHeadAttention, device):
    d = 768
    mha = MultiHeadAttention(d, d, 1024, 0.1, 12)
    return mha.to(device)
