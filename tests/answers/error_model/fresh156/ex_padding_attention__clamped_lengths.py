# exercise: ex_padding_attention
# mistake: To avoid NaN (as MXNet's SequenceMask needs length >= 1), the learner clamps lengths to at least 1, so a length-0 sequence attends to its padded position 0 and its query 0 gets a nonzero row; length 0 must give all-zero weights. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    valid_len = lengths.clamp(min=1)
    steps = torch.arange(n, device=scores.device)
    is_pad = steps.unsqueeze(0) >= valid_len.unsqueeze(1)
    weights = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float("-inf")), dim=-1)
    weights = weights.masked_fill(is_pad[:, None, :, None], 0.0)
    return weights
