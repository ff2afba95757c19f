# exercise: ex_padding_attention
# mistake: The padding mask uses position > length, so the first padded position (index == length) is still treated as a real token; with 0-based positions, position i is padding exactly when i >= length.
# mistake_zh: 填充掩码用了 position > length，所以第一个填充位置（下标等于 length）仍被当成真实词元；位置从 0 开始计数，位置 i 是填充当且仅当 i >= length。
# keywords: off by one, >=, length, padding, position
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.to(scores.device).unsqueeze(1)          # (b, n)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
