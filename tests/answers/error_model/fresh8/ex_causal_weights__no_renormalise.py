# exercise: ex_causal_weights
# mistake: The learner applied the softmax first and then zeroed the future weights with a lower-triangular mask, but forgot to renormalise, so rows no longer sum to 1. Divide each row by its sum, or mask the scores with −inf before the softmax.
# mistake_zh: 学习者先做 softmax，再用下三角掩码把未来的权重置零，但忘了重新归一化，所以每行之和不再是 1。应把每行除以它的和，或在 softmax 之前用 −inf 遮住分数。
# keywords: renormalise, row sum, softmax before mask, divide
import torch


def ex_causal_weights(scores):
    attn = torch.softmax(scores, dim=-1)
    keep = torch.ones_like(attn).tril()
    return attn * keep
