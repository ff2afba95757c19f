# exercise: ex_fix_second_head
# mistake: Fixes the second head's index to a[0, 1] but still stacks exactly two heads, so the result is wrong (or fails) when h ≠ 2; loop over all a.shape[1] heads. [cond: only when h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]   # 第二个头是 1 不是 0
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
