# exercise: ex_padding_attention
# mistake: The learner builds the padding mask with the F.scaled_dot_product_attention convention (True = real token, arange < length) and hands it to masked_fill, so it masks the real keys and keeps the padding; masked_fill needs True at padding (arange >= length).
# mistake_zh: 学习者按 F.scaled_dot_product_attention 的约定构造填充掩码（True 表示真实词元，arange < length），再交给 masked_fill，结果掩掉了真实的键、保留了填充；masked_fill 需要填充位置为 True（arange >= length）。
# keywords: inverted, padding, masked_fill, True
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    attn_mask = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # True = take part
    w = torch.softmax(scores.masked_fill(attn_mask[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w * attn_mask[:, None, :, None]
