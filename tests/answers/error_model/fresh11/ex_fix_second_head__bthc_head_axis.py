# exercise: ex_fix_second_head
# mistake: Thinking in nanoGPT's (B, T, nh, hs) layout the learner takes head i as a[0, :, i], which here is token i across all heads; a is (1, h, n, d), so head i is a[0, i] (loop over a.shape[1]).
# mistake_zh: 按 nanoGPT 的 (B, T, nh, hs) 布局思考，学习者把第 i 个头取成 a[0, :, i]，在这里那其实是第 i 个词元在所有头上的向量；a 的形状是 (1, h, n, d)，第 i 个头是 a[0, i]（对 a.shape[1] 循环）。
# keywords: head axis, a[0, i], axis 1, (1, h, n, d)
import torch


def ex_fix_second_head(a):
    B, nh, T, hs = a.shape
    heads = [a[0, :, i, :] for i in range(nh)]
    return torch.stack([head @ head.T for head in heads])
