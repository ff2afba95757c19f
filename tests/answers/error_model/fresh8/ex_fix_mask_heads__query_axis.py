# exercise: ex_fix_mask_heads
# mistake: The learner put the sequence axis of pad on the query axis (b, 1, n, 1), so padded queries' rows are all −inf (NaN) and padded keys are still attended. The keys are the last axis: use pad[:, None, None, :].
# mistake_zh: 学习者把 pad 的序列维放在了查询维上 (b, 1, n, 1)，于是被填充查询的整行都是 −inf（变成 NaN），而被填充的键仍被关注。键是最后一维：应使用 pad[:, None, None, :]。
# keywords: key axis, last axis, query, broadcast, pad[:, None, None, :]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
