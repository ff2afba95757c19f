# exercise: ex_padding_attention
# mistake: Zeroes the padded queries by multiplying with the padding mask indexed on the key axis ([:, None, None, :]) again, so padded query rows keep their weights; the query mask needs [:, None, :, None].
import torch

def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    youxiao = (~pad).to(scores.dtype)                     # 1 = 真实词元
    quanzhong = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    quanzhong = torch.where(torch.isnan(quanzhong), torch.zeros_like(quanzhong), quanzhong)
    # 填充的查询行置 0
    quanzhong = quanzhong * youxiao[:, None, None, :]
    return quanzhong
