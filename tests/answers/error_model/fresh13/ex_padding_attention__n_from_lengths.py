# exercise: ex_padding_attention
# mistake: It sizes the mask with n = lengths.max() instead of scores.shape[-1], so when every sequence is shorter than n the (b, max_len) mask does not match the n keys and it fails.
# mistake_zh: 它用 n = lengths.max() 而不是 scores.shape[-1] 来确定掩码大小，当所有序列都比 n 短时，(b, max_len) 掩码与 n 个键不匹配而报错。
# keywords: shape[-1], n, mask, lengths
import torch


def ex_padding_attention(scores, lengths):
    n = int(lengths.max())
    pad = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths[:, None]
    out = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    out = out.nan_to_num(0.0)
    return out.masked_fill(pad[:, None, :, None], 0.0)
