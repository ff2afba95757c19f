# exercise: ex_fix_mask_heads
# mistake: The mask is indexed pad[:, None, :, None], which masks padded queries (rows) instead of padded keys; the key mask is pad[:, None, None, :].
# mistake_zh: 掩码索引为 pad[:, None, :, None]，屏蔽的是填充查询（行）而不是填充键；键掩码应为 pad[:, None, None, :]。
# keywords: keys, (b, 1, 1, n), last axis, query
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]  # add the head axis
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
