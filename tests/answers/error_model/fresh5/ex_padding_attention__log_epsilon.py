# exercise: ex_padding_attention
# mistake: The additive mask log(keep + 1e-9) only lowers padded scores by about 20.7, so a padded key with a high score still gets weight. Mask with -inf (then zero NaN rows) or a very large negative fill.
# mistake_zh: 加性掩码 log(keep + 1e-9) 只把填充位置的分数降低约 20.7，分数较高的填充键仍然会得到权重。应填 -inf（再把 NaN 行清零），或者填一个非常大的负数。
# keywords: log, 1e-9, padded key, weight, -inf
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).float()  # (b, n)
    w = torch.softmax(scores + torch.log(keep + 1e-9)[:, None, None, :], dim=-1)
    return w * keep[:, None, :, None]
