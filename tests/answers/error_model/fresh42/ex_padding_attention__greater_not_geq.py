# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of position ≥ length, so the first padded position (index = length) is still treated as real; padding starts at index length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    weizhi = torch.arange(n, device=scores.device)
    tianchong = weizhi[None, :] > lengths[:, None]    # 超过长度的就是填充
    quanzhong = torch.softmax(scores.masked_fill(tianchong[:, None, None, :], float('-inf')), dim=-1)
    quanzhong = torch.nan_to_num(quanzhong, nan=0.0)
    quanzhong = quanzhong.masked_fill(tianchong[:, None, :, None], 0.0)
    return quanzhong
