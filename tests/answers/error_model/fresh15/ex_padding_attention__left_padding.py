# exercise: ex_padding_attention
# mistake: Assumes left padding (GPT-style batches): the LAST `length` positions are real and the first n - length are padding, whereas the real tokens are the first `length` positions.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    start = (n - lengths).to(scores.device)                          # first real position
    real = torch.arange(n, device=scores.device).expand(b, n) >= start[:, None]
    logits = scores.masked_fill(~real[:, None, None, :], float("-inf"))
    w = torch.softmax(logits, dim=-1).nan_to_num(nan=0.0)
    return w * real[:, None, :, None]
