# exercise: ex_fix_mask_heads
# mistake: The learner adds the head axis but puts the padding on the query axis, pad[:, None, :, None] (b, 1, n, 1), masking rows of padded queries instead of columns of padded keys; it must be pad[:, None, None, :].
# mistake_zh: 学习者加上了头的轴，但把填充放在了查询轴上，pad[:, None, :, None]（b, 1, n, 1），掩掉的是填充查询的行而不是填充键的列；应为 pad[:, None, None, :]。
# keywords: key axis, pad[:, None, None, :], columns, queries
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(-1)   # (b, 1, n, 1): broadcast over heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
