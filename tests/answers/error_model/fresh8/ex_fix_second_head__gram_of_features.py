# exercise: ex_fix_second_head
# mistake: The learner wrote head.T @ head, the (d, d) product over tokens, instead of head @ head.T, the (n, n) token-by-token scores. Put the transpose on the right operand.
# mistake_zh: 学习者写成了 head.T @ head，即对词元求和得到的 (d, d) 矩阵，而不是 head @ head.T 这个 (n, n) 的词元两两分数。转置应放在右边的操作数上。
# keywords: transpose, operand order, (n, n), head @ head.T
import torch


def ex_fix_second_head(a):
    heads = a[0].unbind(0)
    return torch.stack([h.T @ h for h in heads])
