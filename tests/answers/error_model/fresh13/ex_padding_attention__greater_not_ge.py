# exercise: ex_padding_attention
# mistake: The padding mask uses position > length instead of >=, so the first padded position (index == length) is still seen as a key and its query row is not zeroed.
# mistake_zh: 填充掩码用了 position > length 而不是 >=，因此第一个填充位置（下标 == length）仍被当作键使用，它的查询行也没有被置零。
# keywords: >=, length, padding, off-by-one
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.unsqueeze(1)  # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
