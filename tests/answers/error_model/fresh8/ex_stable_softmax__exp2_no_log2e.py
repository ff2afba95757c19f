# exercise: ex_stable_softmax
# mistake: The learner borrowed FlashAttention's exp2 trick but forgot to multiply the shifted scores by log2(e), so they computed a base-2 softmax, which is too flat. Use exp, or exp2((x − max) · log2 e).
# mistake_zh: 学习者借用了 FlashAttention 的 exp2 技巧，但忘了把平移后的分数乘以 log2(e)，结果算成了以 2 为底的 softmax，分布过于平坦。应使用 exp，或 exp2((x − max) · log2 e)。
# keywords: exp2, log2(e), base, exp
import torch


def ex_stable_softmax(x, dim):
    z = x - x.amax(dim=dim, keepdim=True)
    e = torch.exp2(z)  # 2**z, faster on GPU
    return e / e.sum(dim=dim, keepdim=True)
