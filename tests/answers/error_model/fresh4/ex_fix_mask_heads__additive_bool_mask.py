# exercise: ex_fix_mask_heads
# mistake: The boolean padding mask is added to the scores, so a padded key only gets +1 (True becomes 1.0) and is even favoured, not masked; fill the padded keys with -inf: scores.masked_fill(pad[:, None, None, :], float('-inf')).
# mistake_zh: 把布尔填充掩码直接加到分数上，填充键只是被加了 1（True 变成 1.0），反而更受关注，根本没被屏蔽；应用 -inf 填充这些键：scores.masked_fill(pad[:, None, None, :], float('-inf'))。
# keywords: -inf, added, masked_fill, padded keys, +1
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return torch.softmax(scores + mask, dim=-1)
