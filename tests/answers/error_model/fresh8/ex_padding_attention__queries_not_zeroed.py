# exercise: ex_padding_attention
# mistake: The learner masked the padded keys (with a large negative number, so no NaN) but never zeroed the rows of the padded queries, which still attend to the real keys. Also set every row whose query index is ≥ length to 0.
# mistake_zh: 学习者遮住了被填充的键（用一个很大的负数，所以没有 NaN），但没有把被填充查询所在的行置零，这些行仍然关注真实的键。还要把查询下标 ≥ 长度的每一行都设为 0。
# keywords: padded queries, rows, zero, query mask
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    key_is_pad = (pos.expand(b, n) >= lengths.unsqueeze(-1))[:, None, None, :]
    big_neg = torch.finfo(scores.dtype).min
    return torch.where(key_is_pad, big_neg, scores).softmax(dim=-1)
