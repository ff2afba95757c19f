# exercise: ex_padding_attention
# mistake: The learner indexed the padding mask the other way round: [:, None, :, None] (queries) for the -inf fill and [:, None, None, :] (keys) for the zeroing, so real queries still attend to padded keys (then zeroed, rows no longer sum to 1); the -inf goes on keys, the zeros on query rows.
import numpy as np
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad_np = np.arange(n)[np.newaxis, :] >= lengths.cpu().numpy()[:, np.newaxis]
    pad = torch.tensor(pad_np, device=scores.device)
    w = torch.softmax(scores.masked_fill(pad[:, None, :, None], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, None, :], 0.0)
