# exercise: ex_fix_mask_heads
# mistake: The learner inverted the mask (~pad, thinking True means keep, as in 掩码 = 保留), so real tokens are filled with -inf and only padding is attended; mask with pad itself: pad[:, None, None, :].
# mistake_zh: 学习者把掩码取反了（~pad，以为 True 表示保留），于是真实词元被填成 -inf，只关注了填充；应当直接用 pad：pad[:, None, None, :]。
# keywords: inverted, ~pad, padding, real tokens

import torch


def ex_fix_mask_heads(scores, pad):
    yanma = ~pad[:, None, None, :]    # 掩码：(b, 1, 1, n)，对所有头、所有查询广播
    return torch.softmax(scores.masked_fill(yanma, float('-inf')), dim=-1)
