# exercise: ex_padding_attention
# mistake: The padding mask uses position > length, so the first padded position (position == length) is still treated as real; padding starts at position >= length.
import torch


def padding_mask(lengths, n, device):
    pos = torch.arange(n, device=device)
    return pos.unsqueeze(0) > lengths.to(device).unsqueeze(1)  # (b, n), True = pad


def masked_softmax(scores, key_pad, query_pad):
    w = scores.masked_fill(key_pad[:, None, None, :], float("-inf")).softmax(-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(query_pad[:, None, :, None], 0.0)


def ex_padding_attention(scores, lengths):
    pad = padding_mask(lengths, scores.shape[-1], scores.device)
    return masked_softmax(scores, pad, pad)
