# exercise: ex_padding_attention
# mistake: The learner built the positions with torch.arange(n) on the CPU (no device), so on a GPU the comparison with lengths fails; create new tensors with device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n)
    pad = positions.unsqueeze(0) >= lengths.unsqueeze(1)      # (b, n)
    w = scores.masked_fill(pad[:, None, None, :], float('-inf')).softmax(-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
