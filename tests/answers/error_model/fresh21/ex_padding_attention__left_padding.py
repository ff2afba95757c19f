# exercise: ex_padding_attention
# mistake: The learner assumed left padding (the pad tokens first, as in generation with HF tokenizers) and masks positions < n - length; here the real tokens come first and the padding is positions >= length. [cond: some sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    lengths = lengths.to(scores.device)
    pos = torch.arange(n, device=scores.device)
    # padding sits in front of the real tokens
    pad = pos[None, :] < (n - lengths)[:, None]  # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return torch.nan_to_num(w, nan=0.0)
