# exercise: ex_padding_attention
# mistake: Copies BERT's extended additive mask (1 - mask) * -10000 on the keys but never zeroes the rows of padded queries (and a length-0 sequence gets uniform rows); also set the rows of padded queries to 0.
# mistake_zh: 照搬 BERT 的扩展加性掩码 (1 - mask) * -10000 处理了键，却没有把被填充查询所在的行置 0（长度为 0 的序列得到均匀的行）；还需要把被填充查询的行设为 0。
# keywords: padded queries, rows, zero, additive mask

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    attention_mask = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)
    extended = attention_mask[:, None, None, :]  # (b, 1, 1, n) like BertModel.get_extended_attention_mask
    extended = (1.0 - extended) * -10000.0
    return torch.softmax(scores + extended, dim=-1)
