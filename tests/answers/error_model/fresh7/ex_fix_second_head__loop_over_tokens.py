# exercise: ex_fix_second_head
# mistake: Fixed the indexing to a[0, i] but looped over range(a.shape[2]), the number of tokens, instead of a.shape[1], the number of heads: the result has n slices instead of h (IndexError when n > h). Loop over the head axis, a.shape[1].
# mistake_zh: 索引改成了 a[0, i]，但循环范围是 range(a.shape[2])（token 数）而不是 a.shape[1]（头数）：结果有 n 个切片而不是 h 个（n > h 时 IndexError）。应遍历头的轴 a.shape[1]。
# keywords: range, heads axis, shape[1], tokens, loop
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[2]):
        per_head.append(a[0, i, :, :] @ a[0, i, :, :].T)
    return torch.stack(per_head)
