# exercise: ex_padding_attention
# mistake: Combines the padding mask with the causal mask from the notes, so real queries cannot attend to later real keys; the statement asks for padding only.
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    dev = scores.device
    # 1. 因果掩码 (未来的词元)
    yinguo = torch.triu(torch.ones(n, n, dtype=torch.bool, device=dev), diagonal=1)
    # 2. 填充掩码
    tianchong = torch.arange(n, device=dev)[None, :] >= lengths[:, None]
    # 合并两个掩码
    zhezhao = yinguo[None, None, :, :] | tianchong[:, None, None, :]
    w = torch.softmax(scores.masked_fill(zhezhao, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(tianchong[:, None, :, None], 0.0)
    return w
