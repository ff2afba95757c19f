# exercise: ex_fix_second_head
# mistake: a.shape[2] is the number of tokens n, not the number of heads; the heads are axis 1 of (1, h, n, d). Loop over range(a.shape[1]) (you get an IndexError or the wrong number of heads otherwise).
# mistake_zh: a.shape[2] 是 token 数 n，不是头数；在 (1, h, n, d) 中头是第 1 轴。应遍历 range(a.shape[1])（否则会出现 IndexError 或头数不对）。
# keywords: shape[1], axis 1, heads, tokens, shape[2]
import torch


def ex_fix_second_head(a):
    return torch.stack([a[0, i] @ a[0, i].T for i in range(a.shape[2])])
