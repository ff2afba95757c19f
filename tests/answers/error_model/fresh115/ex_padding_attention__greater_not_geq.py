# exercise: ex_padding_attention
# mistake: Marked padding with position > length, so the first padded position (index == length) stays visible as a key and as a query; padding is position >= length.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    r = {}
    r["pos"] = torch.arange(n, device=scores.device).expand(b, n)
    r["pad"] = r["pos"] > lengths.unsqueeze(1)
    r["masked"] = scores.masked_fill(r["pad"][:, None, None, :], float("-inf"))
    r["w"] = torch.softmax(r["masked"], dim=-1)
    r["w"] = torch.nan_to_num(r["w"], nan=0.0)
    r["w"] = r["w"].masked_fill(r["pad"][:, None, :, None], 0.0)
    return r["w"]
