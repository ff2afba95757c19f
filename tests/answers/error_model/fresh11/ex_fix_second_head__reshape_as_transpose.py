# exercise: ex_fix_second_head
# mistake: The learner batches the heads d2l-style with torch.bmm but forms the second operand with reshape(h, d, n) instead of transpose(1, 2); reshape keeps memory order and scrambles the entries.
# mistake_zh: 学习者像 d2l 那样用 torch.bmm 批量计算各头，但第二个操作数用了 reshape(h, d, n) 而不是 transpose(1, 2)；reshape 保持内存顺序，元素被打乱。
# keywords: transpose, reshape, bmm, scrambled
import torch


def ex_fix_second_head(a):
    _, h, n, d = a.shape
    heads = a.reshape(h, n, d)
    return torch.bmm(heads, heads.reshape(h, d, n))
