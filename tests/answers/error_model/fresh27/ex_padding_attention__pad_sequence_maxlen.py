# exercise: ex_padding_attention
# mistake: Built the mask with pad_sequence, which pads only up to the longest real length, not to n, so when every sequence is shorter than n the mask is too narrow and masked_fill raises; the mask must cover all n positions (e.g. arange(n) < lengths[:, None]). [cond: every length is smaller than n]
import torch
from torch.nn.utils.rnn import pad_sequence


def ex_padding_attention(scores, lengths):
    # one row of ones per sequence, padded with zeros like a batch of variable-length inputs
    rows = [torch.ones(int(l), dtype=torch.bool, device=scores.device) for l in lengths]
    valid = pad_sequence(rows, batch_first=True, padding_value=False)  # (b, n)
    w = torch.softmax(scores.masked_fill(~valid[:, None, None, :], float("-inf")), dim=-1)
    return w.masked_fill(~valid[:, None, :, None], 0.0)
