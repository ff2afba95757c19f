# exercise: ex_fix_mask_heads
# mistake: Gets the broadcast right but fills where ~mask, treating pad as "keep" positions, so the real keys are masked and only padded keys remain; fill where pad is True.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]          # (b, 1, 1, n)
    # 掩码为 True 的位置保留, 其余填 -inf
    return torch.softmax(scores.masked_fill(~mask, float('-inf')), dim=-1)
