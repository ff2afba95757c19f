# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length instead of position >= length, so the first padded position of each sequence is still attended to (and its query row is not zeroed). [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    assert scores.dim() == 4, "scores must be (b, h, n, n)"
    b, h, n, n2 = scores.shape
    assert n == n2
    lengths = torch.as_tensor(lengths, device=scores.device).long().view(-1)
    assert lengths.shape == (b,), f"lengths must be ({b},)"
    assert (lengths >= 0).all() and (lengths <= n).all()
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.unsqueeze(1)       # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
