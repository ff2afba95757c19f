# exercise: ex_padding_attention
# mistake: The learner put the -inf padding mask on the query axis (mask[:, None, :, None]) instead of the key axis ([:, None, None, :]), so real queries still attend to padded keys.
# mistake_zh: 学习者把 -inf 的填充掩码放在了查询维度上（mask[:, None, :, None]），而不是键的维度（[:, None, None, :]），所以真实的查询仍然关注被填充的键。
# keywords: key axis, [:, None, None, :], padded keys, query rows

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths.unsqueeze(1)
    # 填充的键 → -inf（掩码扩成 (b, 1, n, 1)）
    yanma = pad.unsqueeze(1).unsqueeze(-1)
    w = torch.softmax(scores.masked_fill(yanma, float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    # 填充的查询所在的行置 0
    return w.masked_fill(pad[:, None, :, None], 0.0)
