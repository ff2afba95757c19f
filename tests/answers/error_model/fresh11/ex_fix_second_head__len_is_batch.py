# exercise: ex_fix_second_head
# mistake: The learner loops over range(len(a)) as over a ModuleList of heads, but len(a) is a.shape[0], the batch size 1, so only the first head is returned; loop over a.shape[1].
# mistake_zh: 学习者像遍历 ModuleList 中的各个头那样对 range(len(a)) 循环，但 len(a) 是 a.shape[0]，即 batch 大小 1，于是只返回了第一个头；应对 a.shape[1] 循环。
# keywords: a.shape[1], heads, every head, len
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(len(a)):
        head = a[0, i, :, :]
        scores.append(head @ head.T)
    return torch.stack(scores)
